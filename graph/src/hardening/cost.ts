import {
  GraphQLError,
  getNamedType,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  valueFromASTUntyped,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface CostWeights {
  objectCost: number;
  scalarCost: number;
  /** Each level deeper costs this factor more. */
  depthCostFactor: number;
}

/**
 * graphql-armor's cost estimate (objects 2, scalars 1, ×1.5 per level, × `first`/`last` of a list), with
 * the page size taken from wherever it comes: a literal, a variable's value, the variable's default, or
 * the argument's default in the schema. Armor's own rule sees literals only, and an operation that passes
 * `first: $n` would be free. Fragments are flattened: Relay's fragment nesting costs nothing.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  weights: CostWeights,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) {
      if (!operationName || definition.name?.value === operationName) operation ??= definition;
    }
  }
  if (!operation) return 0;
  const defaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue)
      defaults[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
  }
  const values = { ...defaults, ...(variables ?? {}) };
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;

  const visiting = new Set<string>();
  const selectionCost = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType, depth: number): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += (depth === 0 ? 1 : weights.depthCostFactor) * fieldCost(selection, parent, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += selectionCost(selection.selectionSet, isCompositeType(condition) ? condition : parent, depth);
      } else {
        const fragment = fragments.get(selection.name.value);
        // A fragment that spreads itself is refused by validation; here it just costs nothing more.
        if (!fragment || visiting.has(fragment.name.value)) continue;
        visiting.add(fragment.name.value);
        const condition = schema.getType(fragment.typeCondition.name.value);
        cost += selectionCost(fragment.selectionSet, isCompositeType(condition) ? condition : parent, depth);
        visiting.delete(fragment.name.value);
      }
    }
    return cost;
  };

  const fieldCost = (field: FieldNode, parent: GraphQLCompositeType, depth: number): number => {
    if (!field.selectionSet) return weights.scalarCost;
    const definition =
      isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[field.name.value] : undefined;
    const type = definition ? getNamedType(definition.type) : undefined;
    const next = type && isCompositeType(type) ? type : parent;
    let pageSize = 1;
    for (const name of ['first', 'last']) {
      const argument = field.arguments?.find((candidate) => candidate.name.value === name);
      const value = argument
        ? argument.value.kind === Kind.VARIABLE
          ? values[argument.value.name.value]
          : valueFromASTUntyped(argument.value)
        : definition?.args.find((candidate) => candidate.name === name)?.defaultValue;
      if (typeof value === 'number' && Number.isFinite(value)) pageSize = Math.max(pageSize, value);
    }
    return (weights.objectCost + selectionCost(field.selectionSet, next, depth)) * pageSize;
  };

  return selectionCost(operation.selectionSet, root, 0);
}

/**
 * What an operation's answer actually cost, by the same weights as its estimate (Shopify's actualQueryCost): each
 * object and scalar in `data`, lists by the items they hold rather than their requested page size. A field the
 * answer does not hold (a skipped field, another type's fragment) costs nothing; neither does a null object.
 */
export function actualCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  data: Record<string, unknown>,
  weights: CostWeights,
): number {
  const plan = planOf(document, operationName);
  return plan ? fieldsCost(plan, data, 0, weights) : 0;
}

// Functions of their own rather than closures: an answer's cost is counted for every request of every channel.
function fieldsCost(
  planned: readonly PlannedField[],
  value: Record<string, unknown>,
  depth: number,
  weights: CostWeights,
): number {
  let cost = 0;
  const factor = depth === 0 ? 1 : weights.depthCostFactor;
  for (const field of planned) {
    const found = value[field.key];
    if (found !== undefined) cost += factor * answeredFieldCost(field, found, depth + 1, weights);
  }
  return cost;
}

function answeredFieldCost(field: PlannedField, value: unknown, depth: number, weights: CostWeights): number {
  if (!field.children) return weights.scalarCost;
  if (value === null || typeof value !== 'object') return 0;
  if (!Array.isArray(value))
    return weights.objectCost + fieldsCost(field.children, value as Record<string, unknown>, depth, weights);
  let cost = 0;
  for (const item of value) cost += answeredFieldCost(field, item, depth, weights);
  return cost;
}

/** A field of an answer as the cost counts it: its key in the answer, and its own fields (fragments flattened). */
interface PlannedField {
  key: string;
  children: PlannedField[] | undefined;
}

/** Each document's fields per operation, found once (an answer's cost is then a walk over the answer alone). */
const plans = new WeakMap<DocumentNode, Map<string, PlannedField[] | undefined>>();

function planOf(document: DocumentNode, operationName: string | null | undefined): PlannedField[] | undefined {
  let byOperation = plans.get(document);
  if (!byOperation) plans.set(document, (byOperation = new Map()));
  const name = operationName ?? '';
  if (byOperation.has(name)) return byOperation.get(name);
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations[0];
  const flatten = (selectionSet: SelectionSetNode, visiting: ReadonlySet<string>): PlannedField[] =>
    selectionSet.selections.flatMap((selection): PlannedField[] => {
      if (selection.kind === Kind.FIELD)
        return [
          {
            key: selection.alias?.value ?? selection.name.value,
            children: selection.selectionSet ? flatten(selection.selectionSet, visiting) : undefined,
          },
        ];
      if (selection.kind === Kind.INLINE_FRAGMENT) return flatten(selection.selectionSet, visiting);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || visiting.has(fragment.name.value)) return [];
      return flatten(fragment.selectionSet, new Set([...visiting, fragment.name.value]));
    });
  const plan = operation ? flatten(operation.selectionSet, new Set()) : undefined;
  byOperation.set(name, plan);
  return plan;
}

/**
 * The cost of each document (trusted documents are parsed once, so the same object comes back per request), per
 * operation and values of the variables that set page sizes: the only inputs the cost depends on besides the
 * schema. Walking a screen's document on every request took about 2 % of the graph's CPU on a per-user screen.
 */
class CostMemo {
  private readonly byDocument = new WeakMap<
    DocumentNode,
    { pageSizeVariables: string[]; costs: Map<string, number> }
  >();

  of(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | null | undefined,
    weights: CostWeights,
  ): number {
    let memo = this.byDocument.get(document);
    if (!memo) {
      memo = { pageSizeVariables: pageSizeVariables(document), costs: new Map() };
      this.byDocument.set(document, memo);
    }
    const key = `${operationName ?? ''}\u0000${memo.pageSizeVariables.map((name) => JSON.stringify(variables?.[name]) ?? '').join('\u0000')}`;
    // JSON, not String: the raw value 1000 and the string "1000" must not share an entry (only a number counts).
    let cost = memo.costs.get(key);
    if (cost === undefined) {
      cost = operationCost(schema, document, operationName, variables, weights);
      // A client choosing ever new page sizes cannot grow the memo without bound.
      if (memo.costs.size >= 64) memo.costs.clear();
      memo.costs.set(key, cost);
    }
    return cost;
  }
}

const sharedMemo = new CostMemo();

/** The cost the operation limit computed for a request (by its context), so the channels' budgets need not again. */
export const requestCosts = new WeakMap<object, number>();

/**
 * An operation's cost with its variables, memoised per document: the operation limit (below) and the
 * channels' budgets (channels/plugin.ts) ask for the same request's cost and compute it once.
 */
export function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  weights: CostWeights,
): number {
  return sharedMemo.of(schema, document, operationName, variables, weights);
}

/** The variables a document passes as `first` or `last`: the ones that change its cost. */
function pageSizeVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(argument) {
      if ((argument.name.value === 'first' || argument.name.value === 'last') && argument.value.kind === Kind.VARIABLE)
        names.add(argument.value.name.value);
    },
  });
  return [...names].sort();
}

function isIntrospection(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__schema' && !selection.alias,
      ),
  );
}

/**
 * Refuses an operation whose cost, with its variables, is over `maxCost`, before it runs and before any
 * upstream call: HTTP 400 with the given message.
 */
export function useOperationCost(options: {
  maxCost: number;
  weights: CostWeights;
  message: string;
  /** Lets introspection (`__schema`) through whatever it costs: GraphiQL in development. */
  ignoreIntrospection: boolean;
}): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (options.ignoreIntrospection && isIntrospection(args.document)) return;
      const cost = costOf(
        args.schema,
        args.document,
        args.operationName,
        args.variableValues as Record<string, unknown> | undefined,
        options.weights,
      );
      requestCosts.set(args.contextValue, cost);
      if (cost <= options.maxCost) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(options.message.replace('{cost}', String(Math.round(cost))), {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
          }),
        ],
      });
    },
  };
}
