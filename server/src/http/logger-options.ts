/**
 * The server's pino options: level, and redaction of secrets that would otherwise reach the
 * logs. Request logs print each URL, and hosted manage pages, calendar files and walk-in
 * conversions carry the confirm code in the query (`?code=`, `?confirm_code=`): whoever reads a
 * log could open and cancel the appointment. Headers are not logged by Fastify, but a plugin or
 * a future `log.info({ headers })` must not leak credentials either.
 */
import type { Config } from "../config.js";

/** Query parameters whose values are keys to something. */
const SECRET_QUERY_PARAMETERS = ["code", "confirm_code", "token"];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join("|")})=)[^&#]*`, "gi");

const REDACTED = "[Redacted]";

/** `/book/manage?id=4&code=X7Q2` → `/book/manage?id=4&code=[Redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

const SECRET_HEADER_PATHS = ["authorization", "cookie", '["set-cookie"]', '["x-csrf-token"]'].flatMap((header) => {
  const key = header.startsWith("[") ? header : `.${header}`;
  return [`req.headers${key}`, `res.headers${key}`, `headers${key}`];
});

/** Pino options for Fastify; `stream` is where the lines go (default stdout; tests capture them). */
export function loggerOptions(config: Pick<Config, "logLevel">, stream?: NodeJS.WritableStream) {
  return {
    level: config.logLevel,
    redact: {
      paths: ["req.url", ...SECRET_HEADER_PATHS],
      // A URL keeps its path and harmless parameters, so the log still says what was asked for.
      censor: (value: unknown, path: string[]) => (path.at(-1) === "url" && typeof value === "string" ? redactUrl(value) : REDACTED),
    },
    ...(stream ? { stream } : {}),
  };
}
