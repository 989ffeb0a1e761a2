import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { buildSchema, loadTypeDefs, rootFieldsWithoutAccessRule } from './schema.ts';

describe('the schema', () => {
  it('states an access rule on every root field', () => {
    expect(rootFieldsWithoutAccessRule(buildSchema())).toEqual([]);
  });

  it('would be refused with a root field that states none', () => {
    const schema = makeExecutableSchema({
      typeDefs: [...loadTypeDefs(), 'extend type Query { forgotten: String }'],
    });
    expect(rootFieldsWithoutAccessRule(schema)).toEqual(['Query.forgotten']);
  });
});
