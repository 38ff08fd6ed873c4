/**
 * The back office's setup is for the vendor's admins (role level 30 and up), on their own vendor
 * only: the session names the vendor, so no request can reach another one.
 */
import type { FastifyRequest } from "fastify";
import { RoleLevel } from "#contract";
import { ApiError } from "../http/api-error.js";
import type { AppContext } from "../http/context.js";
import { requireOfficeCsrf, requireSession } from "./office-session.js";
import type { SessionPerson } from "./sessions.js";

/** The signed-in admin (401 without a session, 403 below admin); `write` also checks the session's CSRF token. */
export async function requireAdminOf(ctx: AppContext, request: FastifyRequest, write: boolean): Promise<SessionPerson> {
  const person = await requireSession(ctx, request);
  if (person.roleLevel < RoleLevel.admin) throw new ApiError(403, "forbidden", "Only the vendor's admins set it up");
  if (write) requireOfficeCsrf(ctx, request, person);
  return person;
}
