/**
 * The staff API under `/api/v2/staff`: a bearer staff token (`qbs_…`) or ADMIN_TOKEN on every
 * route, unknown paths included — or the back office's session cookie. No CSRF token with a
 * bearer token: browsers never attach one by themselves, so a cross-site page cannot make these
 * calls on a staff member's behalf; a cookie they do attach, so with the session every write
 * needs the session's `X-CSRF-Token`.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ApiErrorBody } from "#contract";
import { loadActor } from "../../staff/staff-actor.js";
import { bearerToken } from "../../http/bearer-auth.js";
import { bearerGuessLimit } from "../../http/bearer-guess-limit.js";
import { requireOfficeCsrf, sessionOf, sessionPrincipal } from "../../office/office-session.js";
import { authenticateStaff } from "../../staff/staff-auth.js";
import { auditRoutes } from "./audit.js";
import { appointmentRoute } from "./appointment.js";
import { callNextRoute } from "./call-next.js";
import { locationAppointmentsRoute } from "./location-appointments.js";
import { locationQueueRoute } from "./location-queue.js";
import { meRoute } from "./me.js";
import { presenceRoute } from "./presence.js";
import { queueAppointmentRoute } from "./queue-appointment.js";
import { setActor } from "./staff-request.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const staffRoutes: FastifyPluginAsync = async (app) => {
  const checkBearer = bearerGuessLimit(app);
  app.addHook("onRequest", async (request, reply) => {
    try {
      const person = bearerToken(request) === undefined ? await sessionOf(app.ctx, request) : undefined;
      if (person && !SAFE_METHODS.has(request.method)) requireOfficeCsrf(app.ctx, request, person);
      const principal = person ? sessionPrincipal(person) : await checkBearer(request, reply, () => authenticateStaff(app.ctx, request));
      setActor(request, await loadActor(app.ctx.db, principal));
    } catch (error) {
      reply.header("WWW-Authenticate", 'Bearer realm="staff"');
      throw error;
    }
  });
  // Scoped here so that the hook above runs first: without a token, no path is revealed.
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}` } satisfies ApiErrorBody),
  );
  await app.register(meRoute);
  await app.register(locationQueueRoute);
  await app.register(queueAppointmentRoute);
  await app.register(callNextRoute);
  await app.register(presenceRoute);
  await app.register(locationAppointmentsRoute);
  await app.register(appointmentRoute);
  await app.register(auditRoutes);
};
