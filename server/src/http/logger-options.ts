/**
 * The server's pino options: level, and redaction of secrets that would otherwise reach the
 * logs. Request logs print each URL, and hosted manage pages, calendar files and walk-in
 * conversions carry the confirm code in the query (`?code=`, `?confirm_code=`): whoever reads a
 * log could open and cancel the appointment. Headers are not logged by Fastify, but a plugin or
 * a future `log.info({ headers })` must not leak credentials either. And a failed delivery logs
 * its error, whose text may quote the recipient ("550 <alice@example.com>: no such user") or,
 * from an SMS provider echoing the request, the message with its manage link.
 */
import type { Config } from "../config.js";
import { redactRecipient } from "../notifications/unsent-message-log.js";

/** Query parameters whose values are keys to something. */
const SECRET_QUERY_PARAMETERS = ["code", "confirm_code", "token"];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join("|")})=)[^&#]*`, "gi");

const REDACTED = "[Redacted]";

/** `/book/manage?id=4&code=X7Q2` → `/book/manage?id=4&code=[Redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, `$1${REDACTED}`);
}

const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[A-Za-z]{2,}/g;
const PHONE = /\+\d{8,15}\b/g;

/** A free text (an error message) with contacts masked and keys in URLs redacted. */
export function redactText(text: string): string {
  return redactUrl(text)
    .replace(EMAIL, (address) => redactRecipient(address))
    .replace(PHONE, (number) => redactRecipient(number));
}

/** Parts of a logged error that can quote a recipient or a message (nodemailer's included). */
const ERROR_TEXT_PATHS = ["err.message", "err.stack", "err.response", "err.detail"];
const ERROR_SECRET_PATHS = ["err.rejected", "err.accepted", "err.envelope", "err.rejectedErrors"];

const SECRET_HEADER_PATHS = ["authorization", "cookie", '["set-cookie"]', '["x-csrf-token"]'].flatMap((header) => {
  const key = header.startsWith("[") ? header : `.${header}`;
  return [`req.headers${key}`, `res.headers${key}`, `headers${key}`];
});

/** Pino options for Fastify; `stream` is where the lines go (default stdout; tests capture them). */
export function loggerOptions(config: Pick<Config, "logLevel">, stream?: NodeJS.WritableStream) {
  return {
    level: config.logLevel,
    redact: {
      paths: ["req.url", ...ERROR_TEXT_PATHS, ...ERROR_SECRET_PATHS, ...SECRET_HEADER_PATHS],
      // A URL keeps its path and harmless parameters, and an error its wording, so the log
      // still says what happened.
      censor: (value: unknown, path: string[]) => {
        if (typeof value !== "string") return value === undefined ? undefined : REDACTED;
        if (path.join(".") === "req.url") return redactUrl(value);
        if (ERROR_TEXT_PATHS.includes(path.join("."))) return redactText(value);
        return REDACTED;
      },
    },
    ...(stream ? { stream } : {}),
  };
}
