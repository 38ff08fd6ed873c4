/**
 * valibot's object schemas take a JSON array for an object: `[]` passes as `{}`, every key
 * missing, so `{"theme": []}` reset a vendor's theme and `[]` was a valid body wherever all
 * fields are optional. `arraysForObjects` walks a schema beside its input and names every
 * place where an array stands for an object (or a record), for the caller to refuse along with
 * valibot's own issues. It follows what can be followed without guessing: object entries,
 * records, array items, optional and nullable wrappers, lazy schemas and a variant's chosen
 * option; a union is judged only when every option is an object.
 */
import * as v from "valibot";
import type { FieldError } from "./error-codes.js";

/** The parts of a valibot schema the walk reads (they are plain properties of every schema). */
interface SchemaParts {
  type: string;
  wrapped?: SchemaParts;
  entries?: Record<string, SchemaParts>;
  item?: SchemaParts;
  value?: SchemaParts;
  options?: SchemaParts[];
  key?: string;
  getter?: (input: unknown) => SchemaParts;
}

// Plain lists (not Sets) keep the module free of top-level calls, so the element's bundle drops it.
const OBJECT_TYPES = ["object", "strict_object", "loose_object", "object_with_rest", "record"];
const WRAPPER_TYPES = ["optional", "exact_optional", "nullable", "nullish", "undefinedable", "non_optional", "non_nullable", "non_nullish"];

function unwrap(schema: SchemaParts, input: unknown): SchemaParts {
  let current = schema;
  for (;;) {
    if (WRAPPER_TYPES.includes(current.type) && current.wrapped) current = current.wrapped;
    else if (current.type === "lazy" && current.getter) current = current.getter(input);
    else return current;
  }
}

const isPlainObject = (input: unknown): input is Record<string, unknown> => typeof input === "object" && input !== null && !Array.isArray(input);

/** Every place of `input` where `schema` wants an object and an array stands, as field errors (dotted paths). */
export function arraysForObjects(schema: v.GenericSchema, input: unknown): FieldError[] {
  const found: FieldError[] = [];
  walk(schema as unknown as SchemaParts, input, [], found);
  return found;
}

/**
 * Runs on every request body, so it allocates nothing on the way: one path, grown and shrunk
 * as the walk goes down and up, turned into text only where an array stands for an object.
 */
function walk(schema: SchemaParts, input: unknown, path: (string | number)[], found: FieldError[]): void {
  const here = unwrap(schema, input);
  if (OBJECT_TYPES.includes(here.type)) {
    if (Array.isArray(input)) found.push(wrongAt(path));
    else if (isPlainObject(input)) {
      const entries = here.type === "record" ? undefined : (here.entries ?? {});
      for (const key of Object.keys(entries ?? input)) {
        const inner = entries ? entries[key] : here.value;
        if (!inner || !Object.hasOwn(input, key)) continue;
        path.push(key);
        walk(inner, input[key], path, found);
        path.pop();
      }
    }
    return;
  }
  if (here.type === "array" && here.item && Array.isArray(input)) {
    for (let i = 0; i < input.length; i++) {
      path.push(i);
      walk(here.item, input[i], path, found);
      path.pop();
    }
    return;
  }
  if ((here.type === "union" || here.type === "variant") && here.options?.length) {
    if (Array.isArray(input)) {
      if (here.options.every((option) => OBJECT_TYPES.includes(unwrap(option, input).type))) found.push(wrongAt(path));
      return;
    }
    if (here.type === "variant" && here.key && isPlainObject(input)) {
      const key = here.key;
      const chosen = here.options.find((option) => {
        const discriminator = unwrap(option, input).entries?.[key];
        return discriminator !== undefined && v.is(discriminator as unknown as v.GenericSchema, input[key]);
      });
      if (chosen) walk(chosen, input, path, found);
    }
  }
}

function wrongAt(path: (string | number)[]): FieldError {
  return { field: path.join("."), code: "invalid_type", message: "must be an object, not a list" };
}
