/**
 * The authenticated caller of a staff route, set by the staff API's hook. Kept beside the
 * request rather than decorated on it, so no other route's request type claims to have one.
 */
import type { FastifyRequest } from "fastify";
import type { Actor } from "../../staff/staff-permissions.js";

const actors = new WeakMap<FastifyRequest, Actor>();

export function setActor(request: FastifyRequest, actor: Actor): void {
  actors.set(request, actor);
}

export function actorOf(request: FastifyRequest): Actor {
  const actor = actors.get(request);
  if (!actor) throw new Error("staff route reached without the staff authentication hook");
  return actor;
}
