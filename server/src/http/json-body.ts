/**
 * JSON bodies, parsed as Fastify does (prototype poisoning refused), and refused when a string
 * holds a lone UTF-16 surrogate (`"\ud800"`): valid JSON syntax, but no text. SQLite would store
 * it as invalid UTF-8 and PostgreSQL as U+FFFD, so the two stores would disagree; refused here,
 * nothing of it is written anywhere (400 `invalid_json`, naming where it is).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "./api-error.js";

/** Only bodies that escape a surrogate (`\uD800`–`\uDFFF`) can hold a lone one: UTF-8 decoding never yields one. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;
/** A lone surrogate: with the `u` flag a well-formed pair reads as one code point outside Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The path of the first string (or key) holding a lone surrogate, or undefined. */
export function loneSurrogatePath(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path || "(the body)" : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = loneSurrogatePath(item, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (LONE_SURROGATE.test(key)) return at;
      const found = loneSurrogatePath(item, at);
      if (found) return found;
    }
  }
  return undefined;
}

type Done = (error: Error | null, value?: unknown) => void;

/** Fastify's own JSON parser with the surrogate check after it. */
export function wellFormedJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  return (request: FastifyRequest, body: string | Buffer, done: Done): void => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    parse(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error);
      const at = ESCAPED_SURROGATE.test(text) ? loneSurrogatePath(value) : undefined;
      if (at) return done(new ApiError(400, "invalid_json", `${at} holds a lone UTF-16 surrogate: text must be valid Unicode`));
      done(null, value);
    });
  };
}

/** Replaces the `application/json` parser of `app` (and its children). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, wellFormedJsonParser(app));
}
