import fc from 'fast-check';

/**
 * JSON Schema (2020-12, as the OpenAPI document states it) → fast-check arbitraries (decision 570). Three kinds of
 * value, mixed by weight: values of the schema, boundary values (at and one past every limit, a missing required
 * property, an unknown property) and values of the wrong kind. Only the document is read: references resolve into
 * its `components/schemas`.
 */

export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

/** How often each kind of value is drawn (out of the sum). */
export const WEIGHTS = { valid: 6, boundary: 2, invalid: 1 } as const;

/** Any JSON value of the wrong kind, or a hostile string. */
export const wrongKind: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'x'.repeat(300),
    'e\u0301',
    '<script>alert(1)</script>',
    "'; drop table users;--",
    '../../etc/passwd',
    '%00',
    '\u202e',
    '9'.repeat(40),
    '1e309',
  ),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string(), { maxLength: 3 }),
);

const typed = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyz ABCXYZ 0123456789 .,-_ đăâêôơưáàảãạếềểễệ'.split(''),
);

const DATE_MIN = new Date('1970-01-01T00:00:00Z');
const DATE_MAX = new Date('2999-12-31T00:00:00Z');
const date = fc.date({ min: DATE_MIN, max: DATE_MAX, noInvalidDate: true });

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  email: fc.emailAddress(),
  'date-time': date.map((d) => d.toISOString()),
  date: date.map((d) => d.toISOString().slice(0, 10)),
  uri: fc.webUrl(),
  url: fc.webUrl(),
};

export class SchemaArbitraries {
  constructor(private readonly components: Record<string, Schema> = {}) {}

  resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops++) {
      const name = decodeURIComponent(current.$ref.split('/').pop()!);
      current = this.components[name] ?? {};
    }
    return current;
  }

  /** A value of the schema, at its boundaries, or of the wrong kind. */
  any(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: WEIGHTS.valid, arbitrary: this.valid(schema, depth) },
      { weight: WEIGHTS.boundary, arbitrary: this.boundary(schema, depth) },
      { weight: WEIGHTS.invalid, arbitrary: wrongKind },
    );
  }

  /** Values the schema accepts (as far as a generator can tell: patterns are matched, formats generated). */
  valid(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(raw);
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    if ('const' in schema) return fc.constant(schema.const);
    const union = schema.anyOf ?? schema.oneOf;
    if (union?.length) return fc.oneof(...union.map((s) => this.valid(s, depth + 1)));
    if (schema.allOf?.length) return this.valid(mergeAll(schema.allOf.map((s) => this.resolve(s))), depth);
    const types = typesOf(schema);
    if (types.length > 1) return fc.oneof(...types.map((type) => this.valid({ ...schema, type }, depth)));
    switch (types[0]) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
      case 'number': {
        const { min, max } = numberRange(schema);
        const integer = fc.integer({
          min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
          max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
        });
        if (types[0] === 'integer') return integer;
        return fc.oneof(integer, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
      }
      case 'string': {
        const minLength = schema.minLength ?? 0;
        const maxLength = Math.min(schema.maxLength ?? 80, 500);
        const format = schema.format ? FORMATS[schema.format] : undefined;
        if (format) return format;
        if (schema.pattern) {
          try {
            return fc
              .stringMatching(new RegExp(schema.pattern, 'u'))
              .filter((s) => s.length >= minLength && s.length <= maxLength);
          } catch {
            // A pattern JavaScript cannot compile: plain strings below.
          }
        }
        const length = { minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) };
        // Mostly text a person would type (Vietnamese letters included), so that requests get past the checks on
        // control characters and reach the handler; sometimes any grapheme at all.
        return fc.oneof(
          { weight: 3, arbitrary: fc.string({ ...length, unit: typed }) },
          { weight: 1, arbitrary: fc.string({ ...length, unit: 'grapheme' }) },
        );
      }
      case 'array': {
        if (depth > 4) return fc.constant([]);
        const minLength = schema.minItems ?? 0;
        return fc.array(this.valid(schema.items ?? {}, depth + 1), {
          minLength,
          maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 6)),
        });
      }
      case 'object': {
        if (depth > 4) return fc.constant({});
        const properties = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, property] of Object.entries(properties))
          record[name] = this.valid(property, depth + 1);
        return fc.record(record, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  /** Values at the edges of the schema and one step past them. */
  boundary(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(raw);
    if (schema.enum?.length)
      return fc.oneof(
        fc.constantFrom(...schema.enum),
        fc.constantFrom(...schema.enum.map((v) => (typeof v === 'string' ? `${v} ` : v)), 'not-a-member'),
      );
    const union = schema.anyOf ?? schema.oneOf;
    if (union?.length) return fc.oneof(...union.map((s) => this.boundary(s, depth + 1)));
    if (schema.allOf?.length) return this.boundary(mergeAll(schema.allOf.map((s) => this.resolve(s))), depth);
    const type = typesOf(schema)[0];
    switch (type) {
      case 'integer':
      case 'number': {
        const { min, max } = numberRange(schema);
        const edges = new Set<number>([0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 0.5]);
        if (Number.isFinite(min)) [min, min - 1, min + 1].forEach((n) => edges.add(n));
        if (Number.isFinite(max)) [max, max + 1, max - 1].forEach((n) => edges.add(n));
        return fc.constantFrom(...edges);
      }
      case 'string': {
        const minLength = schema.minLength ?? 0;
        const maxLength = schema.maxLength ?? 256;
        const lengths = [minLength, Math.max(0, minLength - 1), maxLength, maxLength + 1].filter(
          (n) => n <= 5_000,
        );
        const edges = lengths.map((n) => 'é'.repeat(n));
        if (schema.format === 'uuid')
          edges.push('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff');
        if (schema.format === 'date-time' || schema.format === 'date')
          edges.push('0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2024-02-30', '2024-13-01T00:00:00Z');
        if (schema.format === 'email') edges.push('a@b', '@example.com', `${'a'.repeat(250)}@example.com`);
        edges.push(' padded ', '\t', 'A\u0000B', 'A\u0007B', '😀'.repeat(8));
        return fc.constantFrom(...edges);
      }
      case 'array': {
        const item = this.valid(schema.items ?? {}, depth + 1);
        const maxItems = Math.min(schema.maxItems ?? 20, 200);
        return fc.oneof(
          fc.constant([]),
          fc.array(item, { minLength: maxItems, maxLength: maxItems }),
          fc.array(item, { minLength: maxItems + 1, maxLength: maxItems + 1 }),
          fc.array(fc.constant('dup'), { minLength: 2, maxLength: 2 }),
        );
      }
      case 'object': {
        if (depth > 4) return fc.constant({});
        const valid = this.valid(schema, depth) as fc.Arbitrary<Record<string, unknown>>;
        const required = schema.required ?? [];
        return fc.oneof(
          // A required property left out.
          required.length
            ? fc.tuple(valid, fc.constantFrom(...required)).map(([value, name]) => {
                const copy = { ...value };
                delete copy[name];
                return copy;
              })
            : valid,
          // One property at its boundary, the others valid.
          Object.keys(schema.properties ?? {}).length
            ? fc
                .tuple(valid, fc.constantFrom(...Object.keys(schema.properties ?? {})))
                .chain(([value, name]) =>
                  this.boundary(schema.properties![name]!, depth + 1).map((edge) => ({
                    ...value,
                    [name]: edge,
                  })),
                )
            : valid,
          // A property the schema does not name.
          valid.map((value) => ({ ...value, unexpected_property: 'x' })),
          fc.constant({}),
        );
      }
      case 'boolean':
        return fc.constantFrom('true', 0, 1);
      default:
        return wrongKind;
    }
  }
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function numberRange(schema: Schema): { min: number; max: number } {
  let min = schema.minimum ?? -1_000_000_000;
  let max = schema.maximum ?? 1_000_000_000;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min, max: Math.max(min, max) };
}

/** allOf of object schemas as one object schema (properties and required lists joined). */
function mergeAll(schemas: Schema[]): Schema {
  const merged: Schema = {};
  for (const schema of schemas) {
    Object.assign(merged, schema, {
      properties: { ...merged.properties, ...schema.properties },
      required: [...(merged.required ?? []), ...(schema.required ?? [])],
    });
  }
  return merged;
}
