/**
 * Staff bearer tokens: `qbs_` and 32 random bytes in base64url. The token is answered once
 * when issued; only its SHA-256 is stored, so a database leak does not leak working tokens.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { hashToken } from "../http/bearer-auth.js";

/** Marks a staff token, so authentication knows which kind of secret it holds. */
export const STAFF_TOKEN_PREFIX = "qbs_";

export function generateStaffToken(): string {
  return STAFF_TOKEN_PREFIX + randomBytes(32).toString("base64url");
}

export interface IssuedStaffToken {
  id: number;
  /** The secret itself; not retrievable later. */
  token: string;
  label: string;
  created: string;
}

export async function issueStaffToken(db: Kysely<Database>, staffId: number, label: string, now: Date): Promise<IssuedStaffToken> {
  const token = generateStaffToken();
  const created = now.toISOString();
  const row = await db
    .insertInto("staff_tokens")
    .values({ staff_id: staffId, token_hash: hashToken(token), label, created_at: created, revoked_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, token, label, created };
}

/** Revokes a token; answers false for an unknown id. Revoking twice keeps the first time. */
export async function revokeStaffToken(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const row = await db.selectFrom("staff_tokens").select(["id", "revoked_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return false;
  if (row.revoked_at === null) {
    await db.updateTable("staff_tokens").set({ revoked_at: now.toISOString() }).where("id", "=", id).where("revoked_at", "is", null).execute();
  }
  return true;
}
