/**
 * The screen's documents: the committed manifest is the one documents/ makes (drift), and every document is
 * valid against the graph's working schema, one named query each.
 */
import { readFileSync } from 'node:fs';
import {
  Kind,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../../graph/src/schema.ts';
import {
  buildManifest,
  documentId,
  manifestPath,
  manifestText,
  OPERATIONS,
  operationIds,
  readDocuments,
} from './documents.ts';

describe('the stadium screen’s documents', () => {
  it('has a committed manifest.json that is up to date (pnpm --filter @club/stadium-screen manifest)', () => {
    const committed = readFileSync(manifestPath, 'utf8');
    expect(committed, 'manifest.json is stale: run pnpm --filter @club/stadium-screen manifest').toBe(
      manifestText(buildManifest()),
    );
    for (const [id, text] of Object.entries(JSON.parse(committed) as Record<string, string>))
      expect(id).toBe(documentId(text));
    // Every operation the screen runs is in it.
    expect(Object.keys(operationIds())).toEqual([...OPERATIONS]);
  });

  it('validates every document against the graph’s schema: one named query each, passing language', () => {
    const schema = buildSchema();
    const documents = readDocuments();
    expect(documents.map(({ file }) => file.replace(/\.graphql$/, '')).sort()).toEqual([...OPERATIONS].sort());
    for (const { file, text } of documents) {
      const document = parse(text);
      expect(
        validate(schema, document).map((error) => error.message),
        file,
      ).toEqual([]);
      expect(document.definitions, file).toHaveLength(1);
      const [operation] = document.definitions;
      expect(operation?.kind === Kind.OPERATION_DEFINITION && operation.operation, file).toBe('query');
      expect(operation?.kind === Kind.OPERATION_DEFINITION && operation.name?.value, file).toBe(
        file.replace(/\.graphql$/, ''),
      );
      expect(fieldsWithoutLanguage(schema, document), `${file}: fields that take a language get it`).toEqual([]);
    }
  });
});

/** The fields a document selects that take a `language` argument and are not given one. */
function fieldsWithoutLanguage(schema: GraphQLSchema, document: DocumentNode): string[] {
  const missing: string[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (!field?.args.some((argument) => argument.name === 'language')) return;
        if (!node.arguments?.some((argument) => argument.name.value === 'language')) missing.push(node.name.value);
      },
    }),
  );
  return missing;
}
