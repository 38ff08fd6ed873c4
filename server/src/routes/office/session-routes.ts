/**
 * Signing in and out of the back office:
 * - `GET /api/v2/office/session`: who is signed in, their role and the session's CSRF token (401 when nobody);
 * - `POST /api/v2/office/sign-in` `{email, password}` (the vendor named as for the open API):
 *   sets the session cookie; a wrong email or password is the same 401 `sign_in_failed`, in the
 *   same time, so nobody learns which emails have accounts; too many wrong tries from one
 *   address or for one account, 429;
 * - `POST /api/v2/office/sign-out`: ends this session.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { docSchema, NO_CONTENT } from "../../http/openapi.js";
import { negotiateLocale, type OfficeSessionResponse, OfficeSessionResponseSchema, officeRoleOf, SignInBodySchema } from "#contract";
import { signInAudit } from "../../audit/sign-in-audit.js";
import { ApiError } from "../../http/api-error.js";
import { resolveVendor } from "../../http/resolve-vendor.js";
import { parseWith } from "../../http/validate.js";
import { findAccount } from "../../office/accounts.js";
import { clearSessionCookie, officeCsrfToken, requireOfficeCsrf, requireSession, setSessionCookie } from "../../office/office-session.js";
import { checkNobody, checkPassword } from "../../office/passwords.js";
import { revokeSession, startSession, type SessionPerson } from "../../office/sessions.js";
import { signInLimits } from "../../office/sign-in-limits.js";

export function sessionAnswer(app: { ctx: Parameters<typeof officeCsrfToken>[0] }, person: SessionPerson): OfficeSessionResponse {
  return {
    data: {
      staff: { id: person.staffId, full_name: person.fullName, email: person.email, role_level: person.roleLevel },
      vendor: { slug: person.vendorSlug, name: person.vendorName },
      role: officeRoleOf(person.roleLevel),
      csrf_token: officeCsrfToken(app.ctx, person),
    },
  };
}

/** Starts a session for the person and sets its cookie; answers as `GET …/session` does. */
export async function signInAs(
  app: { ctx: Parameters<typeof officeCsrfToken>[0] },
  request: FastifyRequest,
  reply: FastifyReply,
  staffId: number,
): Promise<OfficeSessionResponse> {
  const token = await startSession(app.ctx.db, staffId, app.ctx.clock.now(), { userAgent: request.headers["user-agent"] ?? "", address: request.ip });
  setSessionCookie(request, reply, token);
  request.cookies.qb_session = token;
  request.officeSession = undefined;
  return sessionAnswer(app, await requireSession(app.ctx, request));
}

/** The answer of a read of the session and of every sign-in. */
export const SESSION = docSchema(OfficeSessionResponseSchema);

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const limits = signInLimits(app);
  const audit = signInAudit(app);

  app.get(
    "/session",
    {
      schema: {
        tags: ["office"],
        summary: "Who is signed in to the back office, and the session's CSRF token",
        security: [{ officeSession: [] }],
        response: { 200: { description: "The session", ...SESSION } },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return sessionAnswer(app, await requireSession(app.ctx, request));
    },
  );

  app.post(
    "/sign-in",
    {
      schema: {
        tags: ["office"],
        summary: "Sign in with email and password (the vendor as for the open API)",
        security: [],
        response: { 200: { description: "Signed in: the new session (its cookie is set)", ...SESSION } },
      },
    },
    async (request, reply) => {
      request.vendor = await resolveVendor(app.ctx, request);
      request.locale = negotiateLocale(request.headers["accept-language"]);
      const body = parseWith(SignInBodySchema, request.body);
      await audit.whenLimited(request, body.email, async () => {
        await limits.wrongPerAddress.refuseWhenSpent(request, reply);
        await limits.wrongPerAccount.refuseWhenSpent(request, reply);
      });
      const account = await findAccount(app.ctx.db, request.vendor.id, body.email);
      const right = account?.passwordHash ? await checkPassword(account.passwordHash, body.password) : await checkNobody(body.password);
      if (!right || !account) {
        await limits.wrongPerAddress.spend(request);
        await limits.wrongPerAccount.spend(request);
        await audit.failed(request, body.email, account);
        throw new ApiError(401, "sign_in_failed", "The email or the password is wrong");
      }
      const answer = await signInAs(app, request, reply, account.staffId);
      await audit.bySession(request, "sign_in", { method: "password" });
      return answer;
    },
  );

  app.post(
    "/sign-out",
    { schema: { tags: ["office"], summary: "End this session", security: [{ officeSession: [], officeCsrf: [] }], response: { 204: NO_CONTENT } } },
    async (request, reply) => {
      const person = await requireSession(app.ctx, request);
      requireOfficeCsrf(app.ctx, request, person);
      await revokeSession(app.ctx.db, person.staffId, person.sessionId, app.ctx.clock.now());
      await audit.bySession(request, "sign_out", {}, person);
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  );
};
