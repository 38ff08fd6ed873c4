/**
 * Values made from the OpenAPI document's JSON schemas, for the fuzz test: a plausible value
 * of a schema, hostile values of every kind, and a value the schema certainly refuses (so a
 * request carrying it must change nothing). "Certainly" is judged by a small checker of the
 * schema keywords the document uses (type, anyOf, enum, bounds, lengths, pattern, nullable).
 */
import { pick } from "./seeded-random.js";

export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

type Next = () => number;

/** Nested arrays `depth` deep, for parsers and validators that recurse. */
const nested = (depth: number): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values that have broken servers: out-of-int32 and odd numbers, NUL and odd text, wrong shapes, prototype keys. */
export const HOSTILE_VALUES: readonly unknown[] = [
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  1e308,
  -0,
  "2147483648",
  "99999999999999999999",
  "-1",
  "1e3",
  "0x10",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\u202e\u0000",
  "😀".repeat(50),
  "a".repeat(100_000),
  "",
  " ",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "2026-02-30T25:61:00Z",
  null,
  true,
  [],
  [null],
  Array.from({ length: 2000 }, (_, i) => i),
  {},
  nested(400),
  JSON.parse('{"__proto__": {"polluted": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
];

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** Whether `schema` may accept `value` (objects and arrays are not looked into: "may" is enough). */
export function accepts(schema: JsonSchema, value: unknown): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return (schema.nullable === true && value === null) || branches.some((b) => accepts(b, value));
  if (schema.allOf) return schema.allOf.every((b) => accepts(b, value));
  if (value === null && schema.nullable) return true;
  if (schema.const !== undefined) return schema.const === value;
  if (schema.enum) return schema.enum.includes(value);
  const types = schema.type === undefined ? undefined : [schema.type].flat();
  const type = jsonType(value);
  if (types && !types.includes(type) && !(type === "integer" && types.includes("number"))) return false;
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  }
  if (typeof value === "string") {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(value)) return false;
  }
  return true;
}

/** A hostile value `schema` certainly refuses, or undefined when it accepts every one (no type to break). */
export function certainBreak(schema: JsonSchema, next: Next): unknown {
  const refused = HOSTILE_VALUES.filter((value) => !accepts(schema, value));
  return refused.length ? structuredClone(pick(next, refused)) : undefined;
}

/** A plausible value of `schema`: right types and shapes, not necessarily one the server takes. */
export function sample(schema: JsonSchema, next: Next, depth = 0): unknown {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return sample(pick(next, branches), next, depth);
  if (schema.allOf?.length) return sample(schema.allOf[0] as JsonSchema, next, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(next, schema.enum);
  const type = [schema.type ?? (schema.properties ? "object" : "string")].flat()[0];
  if (type === "object") {
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([key]) => required.has(key) || (depth < 6 && next() < 0.5))
        .map(([key, inner]) => [key, sample(inner, next, depth + 1)]),
    );
  }
  if (type === "array") return depth < 6 && schema.items ? [sample(schema.items, next, depth + 1)] : [];
  if (type === "integer") return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 20, 1 + Math.floor(next() * 20)));
  if (type === "number") return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 5, 3.5));
  if (type === "boolean") return next() < 0.5;
  if (type === "null") return null;
  return pick(next, ["ABCD2345", "Maria", "2026-11-24", "2026-11-24T15:00:00.000Z", "en", "+12125550199", "x"]);
}

/** Every place in a JSON value with the schema that governs it (the value itself at `[]`). */
export function placesOf(
  value: unknown,
  schema: JsonSchema | undefined,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: JsonSchema | undefined }[] {
  const here = [{ path, schema }];
  const resolved = schema?.anyOf?.find((b) => b.properties || b.items) ?? schema;
  if (Array.isArray(value)) return here.concat(value.flatMap((item, i) => placesOf(item, resolved?.items, [...path, i])));
  if (value && typeof value === "object") {
    return here.concat(Object.entries(value).flatMap(([key, inner]) => placesOf(inner, resolved?.properties?.[key], [...path, key])));
  }
  return here;
}

/** `value` with the place at `path` replaced (the root when `path` is empty). */
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = replacement;
  return copy;
}
