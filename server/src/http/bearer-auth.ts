/**
 * Bearer-token checks for the admin and staff APIs. ADMIN_TOKEN is compared in constant time;
 * staff tokens (issued per staff user) are stored as SHA-256 hashes only.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { ApiError } from "./api-error.js";
import type { AppContext } from "./context.js";

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function sameSecret(a: string, b: string): boolean {
  const ha = Buffer.from(hashToken(a));
  const hb = Buffer.from(hashToken(b));
  return timingSafeEqual(ha, hb);
}

/** Throws 401 unless the request carries ADMIN_TOKEN. */
export function requireAdmin(ctx: AppContext, request: FastifyRequest): void {
  requireBearerToken(request, ctx.config.adminToken);
}

/** Throws 401 unless the request carries `Authorization: Bearer {expected}` (none expected: never). */
export function requireBearerToken(request: FastifyRequest, expected: string | undefined): void {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, "unauthorized", "Send Authorization: Bearer <token>");
  if (!expected || !sameSecret(token, expected)) {
    throw new ApiError(401, "unauthorized", "The token is not valid");
  }
}
