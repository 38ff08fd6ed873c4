/**
 * Links by email:
 * - `POST /api/v2/office/links` `{email}` (the vendor as for the open API): sends a sign-in link
 *   when the email has an account, and answers 202 either way, so nobody learns who has one;
 * - `GET /api/v2/office/links/{token}`: whose link it is (404 `link_invalid` when unknown, used
 *   or expired), for the page that asks them for a password;
 * - `POST /api/v2/office/links/{token}` `{password}`: sets the password, spends the link, ends
 *   the person's other sessions and signs them in here.
 */
import type { FastifyPluginAsync } from "fastify";
import {
  LinkRequestBodySchema,
  LinkSentResponseSchema,
  type LinkSentResponse,
  negotiateLocale,
  type OfficeLinkResponse,
  OfficeLinkResponseSchema,
  SetPasswordBodySchema,
} from "#contract";
import { docSchema } from "../../http/openapi.js";
import { signInAudit } from "../../audit/sign-in-audit.js";
import { ApiError } from "../../http/api-error.js";
import { resolveVendor } from "../../http/resolve-vendor.js";
import { parseWith } from "../../http/validate.js";
import { findAccount, setPassword } from "../../office/accounts.js";
import { readLink, spendLink } from "../../office/office-links.js";
import { sendOfficeLink } from "../../office/send-link.js";
import { revokeOtherSessions } from "../../office/sessions.js";
import { signInLimits } from "../../office/sign-in-limits.js";
import { SESSION, signInAs } from "./session-routes.js";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const invalid = () => new ApiError(404, "link_invalid", "This link is unknown, was used already or has expired; ask for a new one");

export const linkRoutes: FastifyPluginAsync = async (app) => {
  const limits = signInLimits(app);
  const audit = signInAudit(app);

  const linkSent = { 202: { description: "Sent, if the address has an account", ...docSchema(LinkSentResponseSchema) } };
  app.post("/links", { schema: { tags: ["office"], summary: "Send a sign-in link by email", security: [], response: linkSent } }, async (request, reply) => {
    request.vendor = await resolveVendor(app.ctx, request);
    const body = parseWith(LinkRequestBodySchema, request.body);
    await limits.linksPerAddress.refuseWhenSpent(request, reply);
    await limits.linksPerAccount.refuseWhenSpent(request, reply);
    await limits.linksPerAddress.spend(request);
    await limits.linksPerAccount.spend(request);
    const account = await findAccount(app.ctx.db, request.vendor.id, body.email);
    if (account) {
      await sendOfficeLink(app.ctx.db, { ...account, vendorId: request.vendor.id, vendorName: request.vendor.name }, "sign_in", {
        publicUrl: app.ctx.config.publicUrl,
        locale: negotiateLocale(request.headers["accept-language"]),
        now: app.ctx.clock.now(),
      });
      await audit.linkSent(request, account);
    }
    return reply.status(202).send({ data: { sent: true } } satisfies LinkSentResponse);
  });

  app.get<{ Params: { token: string } }>(
    "/links/:token",
    {
      schema: {
        tags: ["office"],
        summary: "Whose link this is",
        security: [],
        response: { 200: { description: "The link's person and vendor", ...docSchema(OfficeLinkResponseSchema) } },
      },
    },
    async (request, reply) => {
      const link = TOKEN.test(request.params.token) ? await readLink(app.ctx.db, request.params.token, app.ctx.clock.now()) : undefined;
      if (!link) throw invalid();
      reply.header("cache-control", "no-store");
      return {
        data: { purpose: link.purpose, full_name: link.fullName, vendor: { slug: link.vendorSlug, name: link.vendorName } },
      } satisfies OfficeLinkResponse;
    },
  );

  app.post<{ Params: { token: string } }>(
    "/links/:token",
    {
      schema: {
        tags: ["office"],
        summary: "Choose a password with a link, and sign in",
        security: [],
        response: { 200: { description: "Signed in: the new session (its cookie is set)", ...SESSION } },
      },
    },
    async (request, reply) => {
      const now = app.ctx.clock.now();
      const link = TOKEN.test(request.params.token) ? await readLink(app.ctx.db, request.params.token, now) : undefined;
      if (!link) throw invalid();
      const body = parseWith(SetPasswordBodySchema, request.body);
      if (!(await spendLink(app.ctx.db, link.linkId, now))) throw invalid();
      await setPassword(app.ctx.db, link.staffId, body.password, now);
      await revokeOtherSessions(app.ctx.db, link.staffId, undefined, now);
      const answer = await signInAs(app, request, reply, link.staffId);
      // An invitation taken up is the account's start; a sign-in link used is a new password.
      await audit.bySession(request, link.purpose === "invite" ? "invite.accepted" : "password.change", { via: "link" });
      await audit.bySession(request, "sign_in", { method: link.purpose === "invite" ? "invitation" : "link" });
      return answer;
    },
  );
};
