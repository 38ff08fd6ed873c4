/** Reports are for the vendor's managers and admins (role level 20 and up), on their own vendor only: the session names it. */
import type { FastifyRequest } from "fastify";
import { RoleLevel } from "#contract";
import { ApiError } from "../http/api-error.js";
import type { AppContext } from "../http/context.js";
import { requireSession } from "../office/office-session.js";
import type { SessionPerson } from "../office/sessions.js";

/** The signed-in manager or admin (401 without a session, 403 below manager). */
export async function requireManagerOf(ctx: AppContext, request: FastifyRequest): Promise<SessionPerson> {
  const person = await requireSession(ctx, request);
  if (person.roleLevel < RoleLevel.manager) throw new ApiError(403, "forbidden", "Reports are for the vendor's managers and admins");
  return person;
}
