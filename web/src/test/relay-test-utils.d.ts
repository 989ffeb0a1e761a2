// relay-test-utils 21 ships no types, and @types/relay-test-utils targets relay-runtime 19, whose types
// clash with relay-runtime 21's own. This declares the part the component tests use.
declare module 'relay-test-utils' {
  import type { Environment, GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';

  type Payload = GraphQLSingularResponse | ((operation: OperationDescriptor) => GraphQLSingularResponse);

  export interface RelayMockEnvironment extends Environment {
    mock: {
      resolveMostRecentOperation(payload: Payload): void;
      rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
      getAllOperations(): OperationDescriptor[];
      getMostRecentOperation(): OperationDescriptor;
      findOperation(find: (operation: OperationDescriptor) => boolean): OperationDescriptor;
      resolve(operation: OperationDescriptor, payload: GraphQLSingularResponse): void;
      /** Sends one value of a pending subscription (or query) without completing it. */
      nextValue(operation: OperationDescriptor, payload: GraphQLSingularResponse): void;
    };
  }

  export function createMockEnvironment(): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(
      operation: OperationDescriptor,
      resolvers?: Record<string, (context: unknown, generateId: () => number) => unknown>,
    ): GraphQLSingularResponse & { data: Record<string, unknown> };
  };
}
