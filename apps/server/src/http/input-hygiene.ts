import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Which characters a request may carry (decision 0021). Text in bodies must be a sequence of XML 1.0
 * characters: no C0 control character except tab, line feed and carriage return, no lone UTF-16
 * surrogate, no U+FFFE/U+FFFF. That is what PostgreSQL stores (NUL is refused by text and jsonb,
 * lone surrogates by jsonb) and what the XLSX and PDF exports can write. Path parameters and query
 * values are single-line identifiers and search words: no control character at all (C0 and DEL).
 */
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const NOT_SINGLE_LINE = /[\u0000-\u001f\u007f]/;

export type TextKind = 'text' | 'singleLine';

/** Is this string free of characters the platform refuses (see above)? */
export function isCleanText(value: string, kind: TextKind = 'text'): boolean {
  return !NOT_TEXT.test(value) && (kind === 'text' || !NOT_SINGLE_LINE.test(value));
}

/** Deeper than any body the API takes: a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * The paths (dotted, like the validation errors) of every string and object key in `value` that is
 * not clean text; `prefix` names the root.
 */
export function findUncleanText(value: unknown, kind: TextKind, prefix: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string, depth: number): void => {
    if (typeof node === 'string') {
      if (!isCleanText(node, kind)) found.push(path);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    // A raw body kept as bytes or a stream (the SSR scope's form posts) is not walked: its entries
    // are bytes and sockets, not fields. Everything else is: Fastify's params and query objects
    // have prototypes of their own (null-prototype classes), so a plain-object test would skip them.
    if (ArrayBuffer.isView(node) || node instanceof ArrayBuffer || typeof (node as { pipe?: unknown }).pipe === 'function') return;
    if (depth > MAX_DEPTH) {
      found.push(path);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${path}.${index}`, depth + 1));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (!isCleanText(key, 'singleLine')) found.push(path);
      else walk(item, path ? `${path}.${key}` : key, depth + 1);
    }
  };
  walk(value, prefix, 0);
  return found;
}

/** Bodies that reach the hook as a string: the webhooks' signed JSON and whatever else a scope keeps raw. */
function bodyForCheck(request: FastifyRequest): unknown {
  const { body } = request;
  if (typeof body !== 'string') return body;
  if (!String(request.headers['content-type'] ?? '').includes('json')) return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    // Not JSON: the route answers that itself; the characters of the raw text are still checked.
    return body;
  }
}

/**
 * One hook for every route (API, pages, sandbox pages): refuses control characters and broken
 * Unicode in path parameters, query values and parsed bodies with 400 VALIDATION_FAILED naming the
 * fields, before any schema or handler sees them. It runs after the access check (registered after
 * the session plugin), so a caller without access still learns nothing about the input. Multipart
 * bodies are read by their handlers; their file names are cleaned by the files module.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...findUncleanText(request.params, 'singleLine', ''),
      ...findUncleanText(request.query, 'singleLine', ''),
      ...findUncleanText(bodyForCheck(request), 'text', ''),
    ];
    if (fields.length === 0) return;
    const fieldErrors: Record<string, string[]> = {};
    for (const field of fields) fieldErrors[field || 'input'] = ['control characters or broken Unicode are not allowed'];
    throw new AppError('VALIDATION_FAILED', 'The request contains characters that are not allowed', fieldErrors);
  });
}
