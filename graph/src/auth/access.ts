import { getDirective } from '@graphql-tools/utils';
import {
  getDirectiveValues,
  GraphQLError,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type FragmentSpreadNode,
  type GraphQLSchema,
  type InlineFragmentNode,
  Kind,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphContext } from '../context.ts';

export type AccessRule = 'PUBLIC' | 'SIGNED_IN';

/** The access rule stated on a field, if any. */
export function accessRuleOf(schema: GraphQLSchema, field: Parameters<typeof getDirective>[1]): AccessRule | undefined {
  return getDirective(schema, field, 'access')?.[0]?.rule as AccessRule | undefined;
}

/**
 * Whether the document selects a field that needs a signed-in person. With variables, selections that
 * @skip or @include leave out do not count (a page may ask for the user menu's data only when signed in).
 */
function needsSignIn(schema: GraphQLSchema, document: DocumentNode, variables?: Record<string, unknown>): boolean {
  const typeInfo = new TypeInfo(schema);
  const excluded = (node: FieldNode | FragmentSpreadNode | InlineFragmentNode) =>
    variables !== undefined &&
    (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true ||
      getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if === false);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (excluded(node)) return false;
        const field = typeInfo.getFieldDef();
        if (field && accessRuleOf(schema, field) === 'SIGNED_IN') found = true;
        return undefined;
      },
      FragmentSpread: (node) => (excluded(node) ? false : undefined),
      InlineFragment: (node) => (excluded(node) ? false : undefined),
    }),
  );
  return found;
}

/**
 * Enforces the access rules before execution: a document that selects a SIGNED_IN field, sent without
 * a valid token, answers HTTP 401 with WWW-Authenticate and makes no upstream call.
 */
/** The variables a document's @skip and @include directives name: the only ones a verdict depends on. */
function conditionVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Directive(node) {
      if (node.name.value !== 'skip' && node.name.value !== 'include') return;
      for (const argument of node.arguments ?? []) {
        if (argument.value.kind === Kind.VARIABLE) names.add(argument.value.name.value);
      }
    },
  });
  return [...names].sort();
}

interface DocumentVerdicts {
  /** Whether the document selects any SIGNED_IN field at all, regardless of directives. */
  mentions: boolean;
  conditions: string[];
  /** Verdicts by the values of the condition variables. */
  byConditions: Map<string, boolean>;
}

export function useAccessRules(): Plugin<GraphContext> {
  // Documents are parsed once and cached by Yoga, so a verdict is worked out once per document and
  // combination of @skip/@include values, not on every request.
  const verdicts = new WeakMap<DocumentNode, DocumentVerdicts>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document, contextValue, variableValues } = args;
      const viewer = (contextValue as GraphContext).viewer;
      if (viewer.kind === 'person') return;
      let known = verdicts.get(document);
      if (!known) {
        const mentions = needsSignIn(schema, document);
        known = { mentions, conditions: mentions ? conditionVariables(document) : [], byConditions: new Map() };
        verdicts.set(document, known);
      }
      if (!known.mentions) return;
      const variables = variableValues ?? {};
      const key = JSON.stringify(known.conditions.map((name) => variables[name] ?? null));
      let needed = known.byConditions.get(key);
      if (needed === undefined) {
        needed = needsSignIn(schema, document, variables);
        known.byConditions.set(key, needed);
      }
      if (!needed) return;
      const invalid = viewer.credentials === 'invalid';
      setResultAndStopExecution({
        errors: [
          new GraphQLError(invalid ? 'The access token is invalid or expired.' : 'Sign-in is required.', {
            extensions: {
              code: 'UNAUTHENTICATED',
              http: {
                status: 401,
                headers: {
                  'WWW-Authenticate': invalid ? 'Bearer realm="club", error="invalid_token"' : 'Bearer realm="club"',
                },
              },
            },
          }),
        ],
      });
    },
  };
}
