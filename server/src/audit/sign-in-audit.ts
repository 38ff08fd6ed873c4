/**
 * The audit log's records of signing in, out and of one's account: `sign_in` (with a password, a
 * link or an invitation), `sign_in.failed` (target: the email typed; the account's staff id when
 * there is one, so an admin sees guessing at an account and at emails that have none),
 * `sign_in.limited` (refused for too many wrong tries), `sign_out`, `password.change`, `link.sent`
 * and `invite.accepted`. Nothing here changes what the sign-in answers: a failure is recorded the
 * same way whether or not the email has an account.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError } from "../http/api-error.js";
import { rateLimitKey } from "../http/client-address.js";
import type { Account } from "../office/accounts.js";
import type { SessionPerson } from "../office/sessions.js";
import { type AuditActor, actorOf, recordOfficeAudit } from "./office-audit.js";

const QUARTER_HOUR = 15 * 60_000;
const LIMITED_GROUP = "office-audit-limited";

/** The person an email names, or someone unknown (a staff actor without id) when it names nobody. */
const accountActor = (account: Pick<Account, "staffId" | "fullName"> | undefined): AuditActor =>
  account ? actorOf({ staffId: account.staffId, fullName: account.fullName }) : { kind: "staff", staffId: null, name: "" };

export function signInAudit(app: FastifyInstance) {
  // A refused address keeps trying: its refusals are noted once a quarter hour, not once each,
  // so hammering the form cannot fill the log.
  // Counted in the shared store as http/attempt-limit.ts counts (its group names the store's child).
  const noting = {
    max: 1,
    timeWindow: QUARTER_HOUR,
    groupId: LIMITED_GROUP,
    keyGenerator: (request: FastifyRequest) => rateLimitKey(request) + LIMITED_GROUP,
  };
  const limitedNoted = app.createRateLimit(noting);

  async function record(request: FastifyRequest, vendorId: number, actor: AuditActor, action: string, target = "", detail: Record<string, unknown> = {}) {
    await recordOfficeAudit(app.ctx.db, { vendorId, actor, action, target, detail, address: request.ip }, app.ctx.clock.now());
  }

  return {
    /** After a session started or on a session's request: the person of the request's session did `action`. */
    async bySession(request: FastifyRequest, action: string, detail: Record<string, unknown> = {}, person?: SessionPerson): Promise<void> {
      const who = person ?? request.officeSession;
      if (!who) throw new Error(`${action} is recorded for a signed-in person`);
      await record(request, who.vendorId, actorOf(who), action, who.email ?? "", detail);
    },

    /** A wrong email or password at the sign-in form of the request's vendor. */
    async failed(request: FastifyRequest, email: string, account: Account | undefined): Promise<void> {
      await record(request, request.vendor.id, accountActor(account), "sign_in.failed", email, { account: Boolean(account) });
    },

    /** Runs the limits' checks; a 429 among them is noted (once a quarter hour per address) and thrown on. */
    async whenLimited(request: FastifyRequest, email: string, check: () => Promise<void>): Promise<void> {
      try {
        await check();
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 429) {
          const noted = await limitedNoted(request);
          if (noted.isAllowed || !noted.isExceeded) await record(request, request.vendor.id, accountActor(undefined), "sign_in.limited", email);
        }
        throw error;
      }
    },

    /** A sign-in link emailed to an account of the request's vendor. */
    async linkSent(request: FastifyRequest, account: Account): Promise<void> {
      await record(request, request.vendor.id, accountActor(account), "link.sent", account.email, { purpose: "sign_in" });
    },
  };
}
