/**
 * The back office's session cookie and what it proves. The cookie (`qb_session`) is `HttpOnly`
 * (no script reads it), `SameSite=Lax` (another site's forms do not carry it), `Secure` when the
 * request came over TLS (directly, or through a trusted proxy saying so), and holds a random
 * token whose hash names the session (sessions.ts). Every write also needs `X-CSRF-Token`, an
 * HMAC bound to the session (http/csrf.ts), which another site cannot read.
 */
import "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../http/api-error.js";
import type { AppContext } from "../http/context.js";
import { issueCsrfToken, verifyCsrfToken } from "../http/csrf.js";
import type { StaffMemberPrincipal } from "../staff/staff-principal.js";
import { findSession, LIFETIME_MS, type SessionPerson } from "./sessions.js";

export const SESSION_COOKIE = "qb_session";

declare module "fastify" {
  interface FastifyRequest {
    /** The back-office session the cookie proves, once read (null: none). */
    officeSession?: SessionPerson | null;
  }
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: Math.floor(LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: request.protocol === "https" });
}

/** The session of the request's cookie, or undefined (read once per request). */
export async function sessionOf(ctx: AppContext, request: FastifyRequest): Promise<SessionPerson | undefined> {
  if (request.officeSession !== undefined) return request.officeSession ?? undefined;
  const token = request.cookies[SESSION_COOKIE];
  const person = token ? await findSession(ctx.db, token, ctx.clock.now()) : undefined;
  request.officeSession = person ?? null;
  return person;
}

export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<SessionPerson> {
  const person = await sessionOf(ctx, request);
  if (!person) throw new ApiError(401, "unauthorized", "Sign in to the back office first");
  return person;
}

const subject = (person: SessionPerson) => `office:${person.sessionId}`;

export function officeCsrfToken(ctx: AppContext, person: SessionPerson): string {
  return issueCsrfToken(ctx.secret, subject(person), ctx.clock.now());
}

/** Refuses a write without the session's CSRF token (403 `csrf_missing` / `csrf_invalid`). */
export function requireOfficeCsrf(ctx: AppContext, request: FastifyRequest, person: SessionPerson): void {
  const token = request.headers["x-csrf-token"];
  if (typeof token !== "string" || !token) throw new ApiError(403, "csrf_missing", "Send the session's token (GET /api/v2/office/session) as X-CSRF-Token");
  if (!verifyCsrfToken(ctx.secret, token, subject(person), ctx.clock.now())) {
    throw new ApiError(403, "csrf_invalid", "The CSRF token is invalid or expired; read the session again");
  }
}

/** The staff API's principal for a signed-in person. */
export function sessionPrincipal(person: SessionPerson): StaffMemberPrincipal {
  return {
    kind: "staff",
    id: person.staffId,
    vendorId: person.vendorId,
    vendorSlug: person.vendorSlug,
    vendorName: person.vendorName,
    fullName: person.fullName,
    roleLevel: person.roleLevel,
  };
}
