/**
 * One error handler for the whole server: our ApiErrors keep their status and code, Fastify's
 * client errors (bad JSON, huge bodies, wrong content type) become 4xx with a stable code, an
 * outage of the store (store-errors.ts) is a 503 or 507 with `Retry-After`, and anything else is
 * a 500 whose message is hidden.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiErrorBody, ErrorCode } from "#contract";
import { createOutageLog } from "../db/outage-log.js";
import type { StoreOutage } from "../db/store-errors.js";
import { ApiError } from "./api-error.js";

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_json",
  FST_ERR_CTP_BODY_TOO_LARGE: "body_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "bad_request",
  FST_ERR_RATE_LIMITED: "rate_limited",
};

/**
 * The answer to a request the store could not serve. Nothing was half-written (every write is
 * one transaction), so the same request can be sent again; a restart takes seconds, a full disk
 * needs someone to make room.
 */
const STORE_OUTAGE_ANSWERS: Record<StoreOutage, { status: number; retryAfterSeconds: number; body: ApiErrorBody }> = {
  unavailable: {
    status: 503,
    retryAfterSeconds: 5,
    body: { code: "service_unavailable", message: "The database is briefly unavailable; try again in a moment" },
  },
  full: {
    status: 507,
    retryAfterSeconds: 60,
    body: { code: "storage_full", message: "The database has no room to write; try again later" },
  },
};

/** Answers 503 `service_unavailable` or 507 `storage_full` with `Retry-After`. */
export function sendStoreOutage(reply: FastifyReply, outage: StoreOutage, message?: string): FastifyReply {
  const { status, retryAfterSeconds, body } = STORE_OUTAGE_ANSWERS[outage];
  return reply
    .status(status)
    .header("retry-after", String(retryAfterSeconds))
    .send(message ? { ...body, message } : body);
}

export interface ErrorHandlerOptions {
  /** The HTML 404 for a browser that opened a page that does not exist. */
  notFoundPage?(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * A browser opening a page (not the API, not a file of the element): it asked for HTML, and a
 * person reads the answer.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!(request.headers.accept ?? "").includes("text/html")) return false;
  return !/^\/(api|widget|live|cx)(\/|$|\?)/.test(request.url);
}

export function registerErrorHandlers(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  // The API speaks JSON only. Fastify also parses text/plain by default, which would hand a
  // string to the handlers instead of a 415 (and is what a cross-site form can send).
  app.removeContentTypeParser("text/plain");
  const outages = createOutageLog(app.log, "requests");
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const body: ApiErrorBody = { code: error.code, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? (status === 429 ? "rate_limited" : status === 404 ? "not_found" : "bad_request");
      return reply.status(status).send({ code, message: error.message } satisfies ApiErrorBody);
    }
    const outage = outages.report(error);
    if (outage) return sendStoreOutage(reply, outage);
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ code: "internal_error", message: "Something went wrong on our side" } satisfies ApiErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.notFoundPage && wantsPage(request)) return options.notFoundPage(request, reply);
    return reply.status(404).send({ code: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}` } satisfies ApiErrorBody);
  });
}
