/**
 * Back-office sessions, kept on the server: listed, revoked one by one or all but the current
 * (a password change), and ended at once for a person deactivated (their row is no longer
 * active, so no session of theirs is found). A session lasts `IDLE_MS` after it was last used and
 * `LIFETIME_MS` at most.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { newSecret, secretId } from "./office-tokens.js";

export const IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SessionPerson {
  sessionId: string;
  staffId: number;
  vendorId: number;
  vendorSlug: string;
  vendorName: string;
  fullName: string;
  email: string | null;
  roleLevel: number;
}

/** Starts a session; answers the cookie's token. */
export async function startSession(db: Kysely<Database>, staffId: number, now: Date, about: { userAgent: string; address: string }): Promise<string> {
  const token = newSecret();
  await db
    .insertInto("office_sessions")
    .values({
      id: secretId(token),
      staff_id: staffId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LIFETIME_MS).toISOString(),
      user_agent: about.userAgent.slice(0, 300),
      address: about.address.slice(0, 100),
    })
    .execute();
  return token;
}

/** The person of a live session (active, of an existing vendor), or undefined. */
export async function findSession(db: Kysely<Database>, token: string, now: Date): Promise<SessionPerson | undefined> {
  const id = secretId(token);
  const row = await db
    .selectFrom("office_sessions")
    .innerJoin("staff_users", "staff_users.id", "office_sessions.staff_id")
    .innerJoin("vendors", "vendors.id", "staff_users.vendor_id")
    .select([
      "office_sessions.last_seen_at",
      "office_sessions.expires_at",
      "staff_users.id as staff_id",
      "staff_users.full_name",
      "staff_users.email",
      "staff_users.role_level",
      "vendors.id as vendor_id",
      "vendors.slug",
      "vendors.name as vendor_name",
    ])
    .where("office_sessions.id", "=", id)
    .where("office_sessions.revoked_at", "is", null)
    .where("staff_users.active", "=", 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const at = now.getTime();
  if (Date.parse(row.expires_at) <= at || Date.parse(row.last_seen_at) + IDLE_MS <= at) return undefined;
  if (Date.parse(row.last_seen_at) + TOUCH_EVERY_MS <= at) {
    await db.updateTable("office_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  }
  return {
    sessionId: id,
    staffId: row.staff_id,
    vendorId: row.vendor_id,
    vendorSlug: row.slug,
    vendorName: row.vendor_name,
    fullName: row.full_name,
    email: row.email,
    roleLevel: row.role_level,
  };
}

export async function revokeSession(db: Kysely<Database>, staffId: number, sessionId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("office_sessions")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", sessionId)
    .where("staff_id", "=", staffId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every session of the person but `keep` (a password change signs out the others). */
export async function revokeOtherSessions(db: Kysely<Database>, staffId: number, keep: string | undefined, now: Date): Promise<void> {
  let query = db.updateTable("office_sessions").set({ revoked_at: now.toISOString() }).where("staff_id", "=", staffId).where("revoked_at", "is", null);
  if (keep) query = query.where("id", "!=", keep);
  await query.execute();
}

export interface SessionListing {
  id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string;
  address: string;
  current: boolean;
}

/** The person's live sessions, the newest first. */
export async function listSessions(db: Kysely<Database>, staffId: number, current: string, now: Date): Promise<SessionListing[]> {
  const rows = await db
    .selectFrom("office_sessions")
    .select(["id", "created_at", "last_seen_at", "user_agent", "address", "expires_at"])
    .where("staff_id", "=", staffId)
    .where("revoked_at", "is", null)
    .orderBy("last_seen_at", "desc")
    .execute();
  const at = now.getTime();
  return rows
    .filter((r) => Date.parse(r.expires_at) > at && Date.parse(r.last_seen_at) + IDLE_MS > at)
    .map(({ expires_at: _expires, ...r }) => ({ ...r, current: r.id === current }));
}
