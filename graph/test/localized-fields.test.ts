/**
 * One language per page: every field of the schema that answers in a language (it takes `language:`) is
 * asked by the web app with the page's language. Without the argument the graph answers in the request's
 * Accept-Language, and Relay's store keeps that answer under the same key after the fan switches language,
 * so an English page showed the German price class the store held.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const schema = buildSchema(readFileSync(`${root}schema.graphql`, 'utf8'));

/** Relay's directives, which the schema does not declare; the selections are what matters here. */
const RELAY_DIRECTIVE = /@\w+(\((?:[^()]|\([^()]*\))*\))?/g;

function webDocuments(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', 'web/src/*.ts', 'web/src/*.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.includes('__generated__') && !file.includes('.test.'));
  return files.flatMap((file) =>
    [...readFileSync(`${root}${file}`, 'utf8').matchAll(/graphql`([\s\S]*?)`/g)].map((match) => ({
      file,
      text: match[1]!.replace(RELAY_DIRECTIVE, ''),
    })),
  );
}

/** Fields that take a language but are asked without one; keys only (a sitemap's site keys) are exempt. */
const exempt = new Set(['Query.sites']);

describe('the web app’s documents', () => {
  it('ask every field that answers in a language with the page’s language', () => {
    const documents = webDocuments();
    expect(documents.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const { file, text } of documents) {
      const typeInfo = new TypeInfo(schema);
      visit(
        parse(text),
        visitWithTypeInfo(typeInfo, {
          Field(node) {
            const field = typeInfo.getFieldDef();
            const name = `${String(typeInfo.getParentType())}.${field?.name}`;
            if (!field || exempt.has(name) || !field.args.some((arg) => arg.name === 'language')) return;
            if (!node.arguments?.some((argument) => argument.name.value === 'language'))
              missing.push(`${file}: ${name}`);
          },
        }),
      );
    }
    expect(missing).toEqual([]);
  });
});
