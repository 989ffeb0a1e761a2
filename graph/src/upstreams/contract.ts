import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import platformDocument from './__generated__/platform.openapi.json' with { type: 'json' };

// ajv-formats is CommonJS with its function as the default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv, options?: { mode?: 'fast' | 'full' }) => Ajv;

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
}

interface OperationContract {
  method: string;
  pattern: RegExp;
  /** How many path parameters the template has: a literal segment matches before a parameter does. */
  parameters: number;
  /** JSON pointer of the success answer's schema within the document. */
  pointer: string;
  validate?: ValidateFunction;
}

/**
 * What the services promise to answer, from their OpenAPI document: each 2xx JSON answer is checked
 * against the operation's schema before the graph uses it or shares it, so an answer of the wrong shape
 * is a failure of the service at the fields that needed it, never a silent null, a confusing error, or a
 * bad entry in the shared cache. Validators are compiled on first use.
 */
export class ResponseContract {
  private readonly ajv: Ajv;
  private readonly operations: OperationContract[] = [];
  /** Concrete paths seen recently → their operation (paths carry ids, so the map is bounded). */
  private readonly resolved = new Map<string, OperationContract | null>();

  constructor(document: OpenApiDocument, documentId = 'contract') {
    // The document is OpenAPI, not a schema: unknown keywords (paths, responses…) are ignored, formats checked.
    this.ajv = new Ajv({ strict: false, validateSchema: false, allErrors: false });
    // Formats by their pattern alone ("fast"): "full" splits every date-time and matches its parts again to
    // reject 30 February, which cost 5 % of a per-user request's allocations on the tickets screen
    // (docs/operations.md, seventh pass). A malformed date is still refused; an impossible one is the
    // service's to prevent, and the graph's date fields parse what they pass on.
    addFormats(this.ajv, { mode: 'fast' });
    this.ajv.addSchema(withNullableTypes(document), documentId);
    for (const [template, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.entries(operation.responses ?? {}).find(
          ([status, answer]) => /^2\d\d$/.test(status) && answer.content?.['application/json'],
        );
        if (!success) continue;
        const segments = template.split('/').map((segment) =>
          // A parameter fills a whole segment or part of one (stores.{language}.json).
          segment.replace(/\{[^}]+\}|[^{}]+/g, (part) => (part.startsWith('{') ? '[^/]+' : escapeRegExp(part))),
        );
        this.operations.push({
          method: method.toUpperCase(),
          pattern: new RegExp(`^${segments.join('/')}$`),
          parameters: (template.match(/\{/g) ?? []).length,
          pointer: `${documentId}#/paths/${pointerSegment(template)}/${method}/responses/${success[0]}/content/${pointerSegment('application/json')}/schema`,
        });
      }
    }
    this.operations.sort((a, b) => a.parameters - b.parameters);
  }

  /** The problems of `body` as the answer to `method path`, or undefined when it is valid or undescribed. */
  check(method: string, path: string, body: unknown): string | undefined {
    const operation = this.operationOf(method, path);
    if (!operation) return undefined;
    operation.validate ??= this.ajv.compile({ $ref: operation.pointer });
    if (operation.validate(body)) return undefined;
    return (operation.validate.errors ?? [])
      .slice(0, 3)
      .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
      .join('; ');
  }

  private operationOf(method: string, path: string): OperationContract | undefined {
    const key = `${method} ${path}`;
    let found = this.resolved.get(key);
    if (found === undefined) {
      found = this.operations.find((operation) => operation.method === method && operation.pattern.test(path)) ?? null;
      if (this.resolved.size >= 1000) this.resolved.clear();
      this.resolved.set(key, found);
    }
    return found ?? undefined;
  }
}

/**
 * Keywords that say nothing about a null: a schema of only these and a `type` accepts null exactly when its type
 * list names "null". (`enum`, `const`, `$ref` and the combinators constrain every value, null included.)
 */
const ignoredByNull = new Set([
  'type',
  'description',
  'title',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
  'minProperties',
  'maxProperties',
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isSchema = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The document with every `anyOf: [{ type: T, … }, { type: "null" }]` (how the platform's schemas say
 * "nullable", about 600 times) written as `{ type: [T, "null"], … }`, which accepts the same values. ajv tries
 * the branches of an `anyOf` in order and builds an error object for each that fails, so every null in an
 * answer cost an error that was then thrown away: about 50 per request of the contracts screen, 9 KB of its
 * allocations (docs/operations.md, ninth pass). Only branches whose other keywords ignore a null are merged.
 */
export function withNullableTypes<T>(document: T): T {
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isSchema(node)) return node;
    const copy: { [key: string]: Json } = {};
    for (const [key, value] of Object.entries(node)) copy[key] = rewrite(value);
    const branches = copy.anyOf;
    if (!Array.isArray(branches) || branches.length !== 2) return copy;
    const nullAt = branches.findIndex(
      (branch) => isSchema(branch) && branch.type === 'null' && Object.keys(branch).every((k) => k === 'type'),
    );
    const other = branches[1 - nullAt];
    if (nullAt === -1 || !isSchema(other) || typeof other.type !== 'string') return copy;
    if (!Object.keys(other).every((key) => ignoredByNull.has(key))) return copy;
    const rest = { ...copy };
    delete rest.anyOf;
    // A keyword beside the anyOf and in the branch would be ambiguous to merge; leave such a schema as it is.
    if (Object.keys(rest).some((key) => key in other && key !== 'description')) return copy;
    return { ...rest, ...other, type: [other.type, 'null'] };
  };
  return rewrite(document as Json) as T;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pointerSegment(text: string): string {
  return text.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The club's services as the platform's committed OpenAPI document describes them. */
export const platformContract = new ResponseContract(platformDocument as OpenApiDocument, 'platform');
