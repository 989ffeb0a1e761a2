import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The graph's schema for GraphiQL, made from its reference (`/graphql/reference.json`, graph/src/channels/
 * reference.ts) instead of GraphiQL's introspection query: that query is deeper (depth) and dearer (about 11 000
 * points) than the graph lets any channel run in production, and its answer would spend the channel's budget,
 * while the reference costs nothing and says the same: every type, field, argument, default, description and
 * deprecation. Loaded with the explorer only (it brings graphql-js along).
 */

/** The parts of the reference's JSON this reads (graph/src/channels/reference.ts, ReferenceDocument). */
export interface ReferenceInputValue {
  name: string;
  type: string;
  description?: string;
  defaultValue?: string;
  deprecationReason?: string;
}
export interface ReferenceField extends ReferenceInputValue {
  arguments: ReferenceInputValue[];
}
export interface ReferenceType {
  name: string;
  kind: 'OBJECT' | 'INTERFACE' | 'UNION' | 'ENUM' | 'INPUT_OBJECT' | 'SCALAR';
  description?: string;
  fields?: ReferenceField[];
  inputFields?: ReferenceInputValue[];
  enumValues?: { name: string; description?: string; deprecationReason?: string }[];
  interfaces?: string[];
  possibleTypes?: string[];
  specifiedByURL?: string;
}
export interface ReferenceDocument {
  operations: {
    operation: 'query' | 'mutation' | 'subscription';
    type: string;
    description?: string;
    fields: ReferenceField[];
  }[];
  types: ReferenceType[];
}

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
/** A type as SDL writes it: a name in list and non-null wrappers. */
const TYPE = /^[[\]!_0-9A-Za-z]+$/;

/** A name or type from the answer, refused when it is anything else (the text is put into SDL). */
function checked(text: string, pattern: RegExp): string {
  if (!pattern.test(text)) throw new Error(`Not a GraphQL name or type: ${JSON.stringify(text.slice(0, 40))}`);
  return text;
}

/** A description as a GraphQL string: JSON's escapes are GraphQL's. */
const description = (text: string | undefined, indent = '') => (text ? `${indent}${JSON.stringify(text)}\n` : '');

const deprecation = (reason: string | undefined) =>
  reason === undefined ? '' : ` @deprecated(reason: ${JSON.stringify(reason)})`;

function inputValue(value: ReferenceInputValue): string {
  // A default is a GraphQL literal as the graph printed it; it is parsed with the rest, so nothing can escape it.
  const defaultValue = value.defaultValue === undefined ? '' : ` = ${value.defaultValue}`;
  return `${checked(value.name, NAME)}: ${checked(value.type, TYPE)}${defaultValue}${deprecation(value.deprecationReason)}`;
}

function field(value: ReferenceField): string {
  const args = value.arguments.length
    ? `(${value.arguments.map((argument) => `${description(argument.description)}${inputValue(argument)}`).join(', ')})`
    : '';
  return `${description(value.description, '  ')}  ${checked(value.name, NAME)}${args}: ${checked(value.type, TYPE)}${deprecation(value.deprecationReason)}\n`;
}

const implementing = (interfaces: string[] | undefined) =>
  interfaces?.length ? ` implements ${interfaces.map((name) => checked(name, NAME)).join(' & ')}` : '';

function typeDefinition(type: ReferenceType): string {
  const name = checked(type.name, NAME);
  const head = description(type.description);
  switch (type.kind) {
    case 'OBJECT':
    case 'INTERFACE':
      return `${head}${type.kind === 'OBJECT' ? 'type' : 'interface'} ${name}${implementing(type.interfaces)} {\n${(type.fields ?? []).map(field).join('')}}\n`;
    case 'UNION':
      return `${head}union ${name} = ${(type.possibleTypes ?? []).map((member) => checked(member, NAME)).join(' | ')}\n`;
    case 'ENUM':
      return `${head}enum ${name} {\n${(type.enumValues ?? [])
        .map(
          (value) =>
            `${description(value.description, '  ')}  ${checked(value.name, NAME)}${deprecation(value.deprecationReason)}\n`,
        )
        .join('')}}\n`;
    case 'INPUT_OBJECT':
      return `${head}input ${name} {\n${(type.inputFields ?? [])
        .map((value) => `${description(value.description, '  ')}  ${inputValue(value)}\n`)
        .join('')}}\n`;
    case 'SCALAR':
      return BUILT_IN_SCALARS.has(name)
        ? ''
        : `${head}scalar ${name}${type.specifiedByURL ? ` @specifiedBy(url: ${JSON.stringify(type.specifiedByURL)})` : ''}\n`;
  }
}

/** The reference as SDL: the root types under their operations, then every other type. */
export function sdlFromReference(reference: ReferenceDocument): string {
  const roots = reference.operations.map(
    (root) =>
      `${description(root.description)}type ${checked(root.type, NAME)} {\n${root.fields.map(field).join('')}}\n`,
  );
  const schema = `schema {\n${reference.operations.map((root) => `  ${root.operation}: ${checked(root.type, NAME)}\n`).join('')}}\n`;
  return [schema, ...roots, ...reference.types.map(typeDefinition)].join('\n');
}

/** The schema GraphiQL validates and completes against, built from the reference. */
export function schemaFromReference(reference: ReferenceDocument): GraphQLSchema {
  return buildSchema(sdlFromReference(reference));
}
