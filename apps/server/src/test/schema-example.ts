import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that zod writes for the API's schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

/** The JSON Schema of a route's zod schema as a request writes it, or null when there is none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values that pass checks JSON Schema cannot say (refinements), by field name. */
const HINTS: Record<string, unknown> = {
  email: 'fuzz-person@example.com',
  password: 'Correct-horse-42',
  newPassword: 'Correct-horse-43',
  currentPassword: 'Correct-horse-42',
  iban: 'LT601010012345678901',
  interestRate: '10.00',
  lateInterestRate: '12.00',
  ltv: '50.00',
  slug: 'fuzz-project',
  locale: 'en',
};

const FORMATS: Record<string, string> = {
  email: 'fuzz-person@example.com',
  'date-time': '2026-03-02T10:00:00Z',
  date: '2026-03-02',
  uuid: '00000000-0000-4000-8000-000000000000',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

function stringExample(schema: JsonSchema, seed: number): string {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
  if (schema.pattern) {
    try {
      const [value] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed, numRuns: 1 });
      if (schema.maxLength === undefined || value.length <= schema.maxLength) return value;
    } catch {
      // A pattern JavaScript cannot rebuild without its flags: fall back to plain letters.
    }
  }
  return 'fuzz'.padEnd(Math.max(4, schema.minLength ?? 0), 'z').slice(0, schema.maxLength ?? 64);
}

function numberExample(schema: JsonSchema): number {
  const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
  return Math.min(Math.max(1, low), schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

/**
 * A plausible value for `schema`: every object property (optional ones too, so each can be spoiled
 * later), enum's first choice, strings matching their pattern, numbers in range. Deterministic for
 * one seed. It need not pass every refinement; it gives the fuzzer fields to spoil one by one.
 */
export function exampleOf(schema: JsonSchema, seed = 1, key = '', depth = 0): unknown {
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.examples?.length) return schema.examples[0];
  if (key in HINTS) return HINTS[key];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) return exampleOf(options.find((o) => o.type !== 'null') ?? options[0], seed, key, depth + 1);
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? schema.type[0]) : schema.type;
  switch (type) {
    case 'string':
      return stringExample(schema, seed);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const item = schema.items ?? schema.prefixItems?.[0];
      return item ? [exampleOf(item, seed + 1, key, depth + 1)] : [];
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) value[name] = exampleOf(property, seed + 1, name, depth + 1);
      if (typeof schema.additionalProperties === 'object' && !schema.properties)
        value.fuzzKey = exampleOf(schema.additionalProperties, seed + 1, 'fuzzKey', depth + 1);
      return value;
    }
    default:
      return schema.default ?? 'fuzz';
  }
}

export type Path = (string | number)[];

/** Every place in `value` a fuzzer can put something else: each property and array item, nested ones too. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** A copy of `value` with `replacement` at `path`. */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[Number(head)] = replaceAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}
