import { getDirective } from '@graphql-tools/utils';
import { GraphQLError, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphContext } from '../context.ts';

export type AccessRule = 'PUBLIC' | 'SIGNED_IN';

/** The access rule stated on a field, if any. */
export function accessRuleOf(schema: GraphQLSchema, field: Parameters<typeof getDirective>[1]): AccessRule | undefined {
  return getDirective(schema, field, 'access')?.[0]?.rule as AccessRule | undefined;
}

/** Whether any field the document selects needs a signed-in person (walks fragments too). */
function needsSignIn(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const field = typeInfo.getFieldDef();
        if (field && accessRuleOf(schema, field) === 'SIGNED_IN') found = true;
      },
    }),
  );
  return found;
}

/**
 * Enforces the access rules before execution: a document that selects a SIGNED_IN field, sent without
 * a valid token, answers HTTP 401 with WWW-Authenticate and makes no upstream call.
 */
export function useAccessRules(): Plugin<GraphContext> {
  const verdicts = new WeakMap<DocumentNode, boolean>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document, contextValue } = args;
      let needed = verdicts.get(document);
      if (needed === undefined) {
        needed = needsSignIn(schema, document);
        verdicts.set(document, needed);
      }
      const viewer = (contextValue as GraphContext).viewer;
      if (!needed || viewer.kind === 'person') return;
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
