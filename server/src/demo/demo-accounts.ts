/**
 * Back-office passwords for the demo's staff (`DEMO_PASSWORD` for every one with an email), so a
 * trial run can be signed in to at once: Dana Brooks is the admin, Chloe Martin a manager, Ana
 * Lopez staff. Only on a trial run (main.ts): a production server that loads the demo data gives
 * nobody a password everyone can read here. The hash is worked out ahead, so seeding costs no
 * hashing time.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export const DEMO_PASSWORD = "maple-main-demo";
export const DEMO_ADMIN_EMAIL = "dana@maple-main.example";
export const DEMO_STAFF_EMAIL = "ana@maple-main.example";
/** `hashPassword(DEMO_PASSWORD)` (office/passwords.ts); test/server/demo checks it still matches. */
export const DEMO_PASSWORD_HASH = "scrypt$32768$8$1$Lt74WuUtrThWFftEvSq3Ig$E8ZAhFv3CUBRC6-i_hbIK_f1qObGOzALwck_Zf4LrBE";

/** Gives every active demo staff member with an email the demo password, unless they chose one. */
export async function seedDemoAccounts(db: Kysely<Database>, now: Date): Promise<void> {
  const people = await db
    .selectFrom("staff_users")
    .innerJoin("vendors", "vendors.id", "staff_users.vendor_id")
    .leftJoin("staff_passwords", "staff_passwords.staff_id", "staff_users.id")
    .select("staff_users.id")
    .where("vendors.slug", "=", "demo")
    .where("staff_users.email", "is not", null)
    .where("staff_users.active", "=", 1)
    .where("staff_passwords.staff_id", "is", null)
    .execute();
  if (people.length === 0) return;
  await db
    .insertInto("staff_passwords")
    .values(people.map((p) => ({ staff_id: p.id, hash: DEMO_PASSWORD_HASH, changed_at: now.toISOString() })))
    .execute();
}
