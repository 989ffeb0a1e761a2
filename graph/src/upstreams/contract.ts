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
    this.ajv.addSchema(document, documentId);
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pointerSegment(text: string): string {
  return text.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The club's services as the platform's committed OpenAPI document describes them. */
export const platformContract = new ResponseContract(platformDocument as OpenApiDocument, 'platform');
