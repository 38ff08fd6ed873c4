/**
 * A signed-in person's own account:
 * - `POST /api/v2/office/password` `{current_password, new_password}`: changes it and signs out
 *   every other session of theirs (a wrong current password is 403 `forbidden`, counted like a
 *   wrong sign-in);
 * - `GET /api/v2/office/sessions`: their live sessions (browser, address, when last used);
 * - `DELETE /api/v2/office/sessions/{id}`: ends one of them (the current one too).
 */
import type { FastifyPluginAsync } from "fastify";
import { docSchema, NO_CONTENT } from "../../http/openapi.js";
import { ChangePasswordBodySchema, type OfficeSessionList, OfficeSessionListSchema } from "#contract";
import { signInAudit } from "../../audit/sign-in-audit.js";
import { ApiError, notFound } from "../../http/api-error.js";
import { parseWith } from "../../http/validate.js";
import { setPassword } from "../../office/accounts.js";
import { requireOfficeCsrf, requireSession } from "../../office/office-session.js";
import { checkPassword } from "../../office/passwords.js";
import { listSessions, revokeOtherSessions, revokeSession } from "../../office/sessions.js";
import { signInLimits } from "../../office/sign-in-limits.js";

const SESSION_ID = /^[0-9a-f]{64}$/;

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const limits = signInLimits(app);
  const audit = signInAudit(app);

  app.post(
    "/password",
    {
      schema: {
        tags: ["office"],
        summary: "Change one's password; other sessions end",
        security: [{ officeSession: [], officeCsrf: [] }],
        response: { 204: NO_CONTENT },
      },
    },
    async (request, reply) => {
      const person = await requireSession(app.ctx, request);
      requireOfficeCsrf(app.ctx, request, person);
      const body = parseWith(ChangePasswordBodySchema, request.body);
      await limits.wrongPerAddress.refuseWhenSpent(request, reply);
      const stored = await app.ctx.db.selectFrom("staff_passwords").select("hash").where("staff_id", "=", person.staffId).executeTakeFirst();
      if (!stored || !(await checkPassword(stored.hash, body.current_password))) {
        await limits.wrongPerAddress.spend(request);
        throw new ApiError(403, "forbidden", "The current password is wrong");
      }
      const now = app.ctx.clock.now();
      await setPassword(app.ctx.db, person.staffId, body.new_password, now);
      await revokeOtherSessions(app.ctx.db, person.staffId, person.sessionId, now);
      await audit.bySession(request, "password.change", { via: "account" }, person);
      return reply.status(204).send();
    },
  );

  app.get(
    "/sessions",
    {
      schema: {
        tags: ["office"],
        summary: "One's live sessions",
        security: [{ officeSession: [] }],
        response: { 200: { description: "The sessions, the current one marked", ...docSchema(OfficeSessionListSchema) } },
      },
    },
    async (request, reply): Promise<OfficeSessionList> => {
      const person = await requireSession(app.ctx, request);
      reply.header("cache-control", "no-store");
      return { data: await listSessions(app.ctx.db, person.staffId, person.sessionId, app.ctx.clock.now()) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/sessions/:id",
    { schema: { tags: ["office"], summary: "End one of one's sessions", security: [{ officeSession: [], officeCsrf: [] }], response: { 204: NO_CONTENT } } },
    async (request, reply) => {
      const person = await requireSession(app.ctx, request);
      requireOfficeCsrf(app.ctx, request, person);
      const { id } = request.params;
      if (!SESSION_ID.test(id) || !(await revokeSession(app.ctx.db, person.staffId, id, app.ctx.clock.now()))) throw notFound("not_found", "No such session");
      return reply.status(204).send();
    },
  );
};
