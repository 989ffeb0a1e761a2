import {
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isUnionType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { accessRuleOf } from '../auth/access.ts';
import { authenticate } from '../context.ts';
import { requestIdOf } from '../observability/request-id.ts';
import type { Services } from '../services.ts';
import { nativeErrors, type NativeError } from '../shared/native-errors.ts';
import { useRoute } from '../shared/routes.ts';
import { renderReferenceHtml } from './reference-html.ts';

export { renderReferenceHtml } from './reference-html.ts';

/**
 * The graph's reference for the developers of the club's channels (issue 40): every operation and type of the
 * schema, as data (`schemaReference`, served as JSON) and as one self-contained HTML page
 * (`renderReferenceHtml`), beside GraphiQL on the developer page.
 */

/** An argument of a field, or a field of an input type. */
export interface ReferenceInputValue {
  name: string;
  /** The type as SDL prints it (`[ID!]!`). */
  type: string;
  /** The named type inside any list and non-null wrappers, for a link. */
  namedType: string;
  description?: string;
  /** The default as a GraphQL literal (`20`, `"de"`, `{ first: 10 }`). */
  defaultValue?: string;
  deprecationReason?: string;
}

export interface ReferenceField {
  name: string;
  /** `Type.field`, the anchor of the field on the HTML page. */
  coordinate: string;
  type: string;
  namedType: string;
  description?: string;
  arguments: ReferenceInputValue[];
  /** The field's `@access(rule: …)`: every root field states one, other fields may. */
  access?: string;
  deprecationReason?: string;
}

export interface ReferenceEnumValue {
  name: string;
  description?: string;
  deprecationReason?: string;
}

/** A member of a result union that implements `Error`, with the native codes it carries. */
export interface ReferenceErrorMember {
  type: string;
  codes: string[];
}

export type ReferenceTypeKind = 'OBJECT' | 'INTERFACE' | 'UNION' | 'ENUM' | 'INPUT_OBJECT' | 'SCALAR';

export interface ReferenceType {
  name: string;
  kind: ReferenceTypeKind;
  description?: string;
  /** Output fields of an object or interface. */
  fields: ReferenceField[];
  /** Fields of an input type. */
  inputFields: ReferenceInputValue[];
  enumValues: ReferenceEnumValue[];
  /** The interfaces an object or interface implements. */
  interfaces: string[];
  /** The object and interface types implementing an interface. */
  implementations: string[];
  /** A union's members. */
  possibleTypes: string[];
  /** The unions an object type is a member of. */
  memberOf: string[];
  /** A union's members that implement `Error`, each with its native codes. */
  errors: ReferenceErrorMember[];
  /** The native codes an `Error` type carries. */
  codes: string[];
  specifiedByURL?: string;
}

export type OperationKind = 'query' | 'mutation' | 'subscription';

/** A root type (Query, Mutation, Subscription) and its fields: the operations a channel can run. */
export interface ReferenceOperations {
  operation: OperationKind;
  type: string;
  description?: string;
  fields: ReferenceField[];
}

export interface ReferenceDocument {
  operations: ReferenceOperations[];
  /** Every other named type but GraphQL's introspection types, by name. */
  types: ReferenceType[];
}

/** The name of the interface every typed error implements (graph/src/modules/errors/errors.graphql). */
const ERROR_INTERFACE = 'Error';

/**
 * The native codes each Error type carries: the code table (graph/src/shared/native-errors.ts) names the types
 * each code becomes, which is the mapping typed-errors.ts answers refusals by, read the other way round.
 */
function codesByType(): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const [code, entry] of Object.entries(nativeErrors) as [string, NativeError][]) {
    for (const type of entry.types) codes.set(type, [...(codes.get(type) ?? []), code]);
  }
  for (const list of codes.values()) list.sort();
  return codes;
}

function described(description: string | null | undefined): { description?: string } {
  return description ? { description } : {};
}

function deprecated(reason: string | null | undefined): { deprecationReason?: string } {
  return reason === null || reason === undefined ? {} : { deprecationReason: reason };
}

function inputValue(value: GraphQLArgument | GraphQLInputField): ReferenceInputValue {
  const literal =
    value.defaultValue === undefined ? undefined : astFromValue(value.defaultValue, value.type as GraphQLInputType);
  return {
    name: value.name,
    type: String(value.type),
    namedType: getNamedType(value.type).name,
    ...described(value.description),
    ...(literal ? { defaultValue: print(literal) } : {}),
    ...deprecated(value.deprecationReason),
  };
}

function field(schema: GraphQLSchema, owner: string, definition: GraphQLField<unknown, unknown>): ReferenceField {
  const access = accessRuleOf(schema, definition);
  return {
    name: definition.name,
    coordinate: `${owner}.${definition.name}`,
    type: String(definition.type),
    namedType: getNamedType(definition.type).name,
    ...described(definition.description),
    arguments: definition.args.map(inputValue),
    ...(access ? { access } : {}),
    ...deprecated(definition.deprecationReason),
  };
}

function kindOf(type: GraphQLNamedType): ReferenceTypeKind {
  if (isObjectType(type)) return 'OBJECT';
  if (isInterfaceType(type)) return 'INTERFACE';
  if (isUnionType(type)) return 'UNION';
  if (isEnumType(type)) return 'ENUM';
  if (isInputObjectType(type)) return 'INPUT_OBJECT';
  return 'SCALAR';
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The schema's reference: its operations with their arguments and access rules, and every type. */
export function schemaReference(schema: GraphQLSchema): ReferenceDocument {
  const roots: [OperationKind, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  const rootNames = new Set(roots.flatMap(([, root]) => (root ? [root.name] : [])));
  const operations = roots.flatMap(([operation, root]) =>
    root
      ? [
          {
            operation,
            type: root.name,
            ...described(root.description),
            fields: Object.values(root.getFields()).map((definition) => field(schema, root.name, definition)),
          },
        ]
      : [],
  );

  const errorInterface = schema.getType(ERROR_INTERFACE);
  const isError = (type: GraphQLNamedType) =>
    isInterfaceType(errorInterface) && isObjectType(type) && schema.isSubType(errorInterface, type);
  const codes = codesByType();
  const unionsOf = new Map<string, string[]>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isUnionType(type)) continue;
    for (const member of type.getTypes()) unionsOf.set(member.name, [...(unionsOf.get(member.name) ?? []), type.name]);
  }

  const types = Object.values(schema.getTypeMap())
    .filter((type) => !isIntrospectionType(type) && !rootNames.has(type.name))
    .sort((a, b) => byName(a.name, b.name))
    .map((type): ReferenceType => {
      const implementations = isInterfaceType(type) ? schema.getImplementations(type) : undefined;
      const members = isUnionType(type) ? type.getTypes() : [];
      return {
        name: type.name,
        kind: kindOf(type),
        ...described(type.description),
        fields:
          isObjectType(type) || isInterfaceType(type)
            ? Object.values(type.getFields()).map((definition) => field(schema, type.name, definition))
            : [],
        inputFields: isInputObjectType(type) ? Object.values(type.getFields()).map(inputValue) : [],
        enumValues: isEnumType(type)
          ? type.getValues().map((value) => ({
              name: value.name,
              ...described(value.description),
              ...deprecated(value.deprecationReason),
            }))
          : [],
        interfaces: isObjectType(type) || isInterfaceType(type) ? type.getInterfaces().map((face) => face.name) : [],
        implementations: implementations
          ? [...implementations.objects, ...implementations.interfaces].map((impl) => impl.name).sort(byName)
          : [],
        possibleTypes: members.map((member) => member.name),
        memberOf: [...(unionsOf.get(type.name) ?? [])].sort(byName),
        errors: members.filter(isError).map((member) => ({ type: member.name, codes: codes.get(member.name) ?? [] })),
        codes: isError(type) ? (codes.get(type.name) ?? []) : [],
        ...(isScalarType(type) && type.specifiedByURL ? { specifiedByURL: type.specifiedByURL } : {}),
      };
    });
  return { operations, types };
}

const ROUTE = /^\/graphql\/reference(\.json)?$/;

/** Each schema's page and JSON, built on the first request and kept for the process: they are the same for all. */
const rendered = new WeakMap<GraphQLSchema, { html: string; json: string }>();

function renderedFor(schema: GraphQLSchema): { html: string; json: string } {
  let pages = rendered.get(schema);
  if (!pages) {
    const reference = schemaReference(schema);
    pages = {
      html: renderReferenceHtml(reference, { title: 'Club graph reference' }),
      json: JSON.stringify(reference),
    };
    rendered.set(schema, pages);
  }
  return pages;
}

/**
 * The reference for signed-in developers: `GET /graphql/reference` (HTML) and
 * `GET /graphql/reference.json` (the ReferenceDocument), with the person's bearer token as for /graphql.
 */
export function useSchemaReference(schema: GraphQLSchema, services: Services): Plugin {
  return useRoute(ROUTE, async ({ request, endResponse, fetchAPI }, found) => {
    const refuse = (status: number, text: string, headers: Record<string, string> = {}) =>
      endResponse(
        new fetchAPI.Response(text, {
          status,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store', ...headers },
        }),
      );
    if (request.method !== 'GET') return refuse(405, 'Method Not Allowed', { allow: 'GET' });
    const viewer = await authenticate(services, services.verifyToken, request, requestIdOf(request));
    if (viewer.kind !== 'person') {
      return refuse(401, 'Sign in to read the graph’s reference.', { 'www-authenticate': 'Bearer realm="club"' });
    }
    const pages = renderedFor(schema);
    const json = found[1] !== undefined;
    return endResponse(
      new fetchAPI.Response(json ? pages.json : pages.html, {
        status: 200,
        headers: {
          'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
          'cache-control': 'private, max-age=300',
          vary: 'authorization',
          'x-content-type-options': 'nosniff',
          // The page is self-contained: its own styles, no script, nothing fetched.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        },
      }),
    );
  });
}
