import {
  type DocumentNode,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  GraphQLError,
  Kind,
  buildSchema as buildSchemaFromSdl,
  TypeInfo,
  findBreakingChanges,
  findDangerousChanges,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  specifiedRules,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/** One published version of a channel: its persisted documents (document id → GraphQL document text). */
export interface ChannelDeployment {
  channel: string;
  version: string;
  documents: Readonly<Record<string, string>>;
}

/** A document of an active deployment that the working schema would reject. */
export interface BreakingUse {
  channel: string;
  version: string;
  documentId: string;
  operationName: string | null;
  message: string;
  locations: { line: number; column: number }[];
}

export interface SchemaChange {
  kind: 'breaking' | 'dangerous' | 'safe';
  type: string;
  description: string;
}

export interface DeprecatedUse {
  /** A field "Product.oldPrice", an argument "Query.news(category:)" or "@cached(ttl:)", an enum value "Color.RED",
   * an input field "CartInput.note". */
  coordinate: string;
  reason: string;
  channels: { channel: string; version: string; documentIds: string[] }[];
  /** ISO time of the last request that used the coordinate, when the caller knows it. */
  lastUsedAt?: string;
}

export interface SchemaCheckReport {
  passed: boolean;
  breaking: BreakingUse[];
  changes: SchemaChange[];
  deprecatedInUse: DeprecatedUse[];
}

type Problem = Pick<BreakingUse, 'operationName' | 'message' | 'locations'>;

/** What the working schema says of one document text: why it would fail, and which deprecated parts it uses. */
interface DocumentAnalysis {
  problems: Problem[];
  deprecated: ReadonlyMap<string, string>;
}

/**
 * Checks a working schema against the documents that active channel deployments really send. It fails only
 * when one of those documents would no longer validate, or reads an output field whose type changed unsafely:
 * a breaking change nobody uses is listed, not fatal. A retired deployment is left out of `deployments`.
 */
export function checkSchema(input: {
  deployed: GraphQLSchema;
  working: GraphQLSchema;
  deployments: readonly ChannelDeployment[];
  lastUse?: ReadonlyMap<string, Date>;
}): SchemaCheckReport {
  // Successive versions of a channel share most of their documents: each distinct text is analysed once.
  const analyses = new Map<string, DocumentAnalysis>();
  const breaking: BreakingUse[] = [];
  const deprecated = new Map<string, { reason: string; channels: DeprecatedUse['channels'] }>();

  for (const { channel, version, documents } of input.deployments) {
    for (const [documentId, text] of Object.entries(documents)) {
      let analysis = analyses.get(text);
      if (!analysis) {
        analysis = analyseDocument(input.deployed, input.working, text);
        analyses.set(text, analysis);
      }
      for (const problem of analysis.problems) {
        breaking.push({ channel, version, documentId, ...problem, locations: [...problem.locations] });
      }
      for (const [coordinate, reason] of analysis.deprecated) {
        let use = deprecated.get(coordinate);
        if (!use) deprecated.set(coordinate, (use = { reason, channels: [] }));
        let deployment = use.channels.find((entry) => entry.channel === channel && entry.version === version);
        if (!deployment) use.channels.push((deployment = { channel, version, documentIds: [] }));
        deployment.documentIds.push(documentId);
      }
    }
  }

  const deprecatedInUse = [...deprecated.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([coordinate, use]): DeprecatedUse => {
      const lastUsed = input.lastUse?.get(coordinate);
      return { coordinate, ...use, ...(lastUsed && { lastUsedAt: lastUsed.toISOString() }) };
    });

  return {
    passed: breaking.length === 0,
    breaking,
    changes: schemaChanges(input.deployed, input.working),
    deprecatedInUse,
  };
}

/** The report for a terminal or a CI log: every breaking use first, with where to find it. */
export function formatSchemaCheck(report: SchemaCheckReport): string {
  const lines: string[] = [];
  if (report.passed) {
    lines.push('Schema check passed: no document of an active deployment breaks on the working schema.');
  } else {
    const deployments = new Set(report.breaking.map((use) => `${use.channel} ${use.version}`));
    lines.push(
      `Schema check FAILED: ${report.breaking.length} breaking use(s) in ${deployments.size} active deployment(s).`,
    );
    lines.push('', 'Breaking uses:');
    for (const use of report.breaking) {
      const at = use.locations.map((location) => `${location.line}:${location.column}`).join(', ') || 'unknown';
      lines.push(
        `  ${use.channel} ${use.version}, document ${use.documentId}, operation ${use.operationName ?? '(unnamed)'}, at ${at}`,
        `    ${use.message}`,
      );
    }
  }
  if (report.changes.length) {
    lines.push('', `Schema changes (${report.changes.length}):`);
    const width = Math.max(...report.changes.map((change) => change.type.length));
    for (const change of report.changes) {
      lines.push(`  ${change.kind.padEnd(9)} ${change.type.padEnd(width)}  ${change.description}`);
    }
  }
  if (report.deprecatedInUse.length) {
    lines.push('', `Deprecated and still in use (${report.deprecatedInUse.length}):`);
    for (const use of report.deprecatedInUse) {
      lines.push(`  ${use.coordinate} (${use.reason}), last used ${use.lastUsedAt ?? 'unknown'}`);
      for (const { channel, version, documentIds } of use.channels) {
        lines.push(`    ${channel} ${version}: ${documentIds.join(', ')}`);
      }
    }
  }
  return lines.join('\n');
}

function analyseDocument(deployed: GraphQLSchema, working: GraphQLSchema, text: string): DocumentAnalysis {
  let document: DocumentNode;
  try {
    document = parse(text);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { problems: [{ operationName: null, ...describe(error) }], deprecated: new Map() };
  }
  const invalid = validate(working, document, specifiedRules);
  const { deprecated, fieldsRead } = usages(working, document);
  // Validation cannot see an output field that still exists with another type (String to Int, String! to
  // String): the document validates, yet the client reads what it was not built for.
  const reported = new Set(invalid.flatMap((error) => error.nodes?.map((node) => node.loc?.start) ?? []));
  const retyped = [...fieldsRead].flatMap(([coordinate, { type, nodes }]) => {
    const [typeName = '', fieldName = ''] = coordinate.split('.');
    const before = deployed.getType(typeName);
    const previous = isObjectType(before) || isInterfaceType(before) ? before.getFields()[fieldName] : undefined;
    if (!previous || isSafeOutputChange(previous.type, type)) return [];
    // Validation already names a field whose selection no longer fits (its error points at the selection set).
    const fresh = nodes.filter(
      (node) => !reported.has(node.loc?.start) && !reported.has(node.selectionSet?.loc?.start),
    );
    const message = `${coordinate} changed type from ${String(previous.type)} to ${String(type)}, and this document reads it.`;
    return fresh.length ? [new GraphQLError(message, { nodes: fresh })] : [];
  });
  const problems = [...invalid, ...retyped].map((error) => ({
    operationName: operationNameOf(document, error),
    ...describe(error),
  }));
  return { problems, deprecated };
}

function describe(error: GraphQLError): Pick<Problem, 'message' | 'locations'> {
  return { message: error.message, locations: (error.locations ?? []).map(({ line, column }) => ({ line, column })) };
}

/**
 * The operation an error belongs to. An error inside a fragment is attributed to the document's operation when
 * there is only one, as in every Relay persisted document; with several, which one failed is ambiguous.
 */
function operationNameOf(document: DocumentNode, error: GraphQLError): string | null {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const position = error.nodes?.[0]?.loc?.start;
  const containing =
    position === undefined
      ? undefined
      : operations.find(({ loc }) => loc !== undefined && loc.start <= position && position < loc.end);
  const operation = containing ?? (operations.length === 1 ? operations[0] : undefined);
  return operation?.name?.value ?? null;
}

/** graphql-js's rule for output fields: the same named type, made non-null at any depth at most. */
function isSafeOutputChange(before: GraphQLOutputType, after: GraphQLOutputType): boolean {
  if (isNonNullType(before)) return isNonNullType(after) && isSafeOutputChange(before.ofType, after.ofType);
  if (isNonNullType(after)) return isSafeOutputChange(before, after.ofType);
  if (isListType(before)) return isListType(after) && isSafeOutputChange(before.ofType, after.ofType);
  return !isListType(after) && before.name === after.name;
}

/**
 * What a document uses of the working schema: every deprecated field, argument, input field and enum literal
 * (coordinate → reason), and every output field it reads (coordinate → its type and where it is read).
 */
function usages(schema: GraphQLSchema, document: DocumentNode) {
  const deprecated = new Map<string, string>();
  const fieldsRead = new Map<string, { type: GraphQLOutputType; nodes: FieldNode[] }>();
  const note = (coordinate: string, reason: string | null | undefined) => {
    if (reason != null) deprecated.set(coordinate, reason);
  };
  const typeInfo = new TypeInfo(schema);
  // Fragment definitions are visited with their type condition, so a field used only in a fragment counts too.
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (!field || !parent || field.name.startsWith('__')) return;
        const coordinate = `${parent.name}.${field.name}`;
        note(coordinate, field.deprecationReason);
        const read = fieldsRead.get(coordinate);
        if (read) read.nodes.push(node);
        else fieldsRead.set(coordinate, { type: field.type, nodes: [node] });
      },
      Argument() {
        const argument = typeInfo.getArgument();
        if (!argument) return;
        const directive = typeInfo.getDirective();
        const owner = directive
          ? `@${directive.name}`
          : `${typeInfo.getParentType()?.name}.${typeInfo.getFieldDef()?.name}`;
        note(`${owner}(${argument.name}:)`, argument.deprecationReason);
      },
      ObjectField(node) {
        const inputObject = getNamedType(typeInfo.getParentInputType());
        if (!isInputObjectType(inputObject)) return;
        const field = inputObject.getFields()[node.name.value];
        if (field) note(`${inputObject.name}.${field.name}`, field.deprecationReason);
      },
      EnumValue() {
        const value = typeInfo.getEnumValue();
        const enumType = getNamedType(typeInfo.getInputType());
        if (value && enumType) note(`${enumType.name}.${value.name}`, value.deprecationReason);
      },
    }),
  );
  return { deprecated, fieldsRead };
}

function schemaChanges(deployed: GraphQLSchema, working: GraphQLSchema): SchemaChange[] {
  const as =
    (kind: SchemaChange['kind']) =>
    ({ type, description }: { type: string; description: string }): SchemaChange => ({ kind, type, description });
  return [
    ...findBreakingChanges(deployed, working).map(as('breaking')),
    ...findDangerousChanges(deployed, working).map(as('dangerous')),
    ...additions(deployed, working),
  ];
}

/**
 * New types and new output fields, which no existing document can notice. (graphql-js already lists new enum
 * values, optional arguments and optional input fields as dangerous: a client may not expect them.)
 */
function additions(deployed: GraphQLSchema, working: GraphQLSchema): SchemaChange[] {
  const before = deployed.getTypeMap();
  const changes: SchemaChange[] = [];
  for (const type of Object.values(working.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const previous = before[type.name];
    if (!previous) {
      changes.push({ kind: 'safe', type: 'TYPE_ADDED', description: `${type.name} was added.` });
      continue;
    }
    // A type that changed kind is a breaking change already; its fields are not additions to compare.
    const sameKind =
      (isObjectType(type) && isObjectType(previous)) || (isInterfaceType(type) && isInterfaceType(previous));
    if (!sameKind) continue;
    const previousFields = new Set(outputFieldNames(previous));
    for (const name of outputFieldNames(type)) {
      if (!previousFields.has(name)) {
        changes.push({ kind: 'safe', type: 'FIELD_ADDED', description: `${type.name}.${name} was added.` });
      }
    }
  }
  return changes;
}

function outputFieldNames(type: GraphQLNamedType): string[] {
  return isObjectType(type) || isInterfaceType(type) ? Object.keys(type.getFields()) : [];
}

/** A deployed schema's SDL (schema.graphql as committed, or as a registry keeps it), ready to compare. */
export function schemaFromSdl(sdl: string): GraphQLSchema {
  return buildSchemaFromSdl(sdl);
}
