/**
 * Back-office accounts are the vendor document's staff members with an email; their password
 * lives apart (staff_passwords), so the document never touches it. Emails are compared in lower
 * case; the first active staff member of the vendor with the email is the account.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { hashPassword } from "./passwords.js";

export interface Account {
  staffId: number;
  fullName: string;
  email: string;
  roleLevel: number;
  languages: string;
  /** Null until they set a password (an invitation not taken up yet). */
  passwordHash: string | null;
}

export async function findAccount(db: Kysely<Database>, vendorId: number, email: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom("staff_users")
    .leftJoin("staff_passwords", "staff_passwords.staff_id", "staff_users.id")
    .select(["staff_users.id", "staff_users.full_name", "staff_users.email", "staff_users.role_level", "staff_users.languages", "staff_passwords.hash"])
    .where("staff_users.vendor_id", "=", vendorId)
    .where("staff_users.active", "=", 1)
    .where(sql<string>`lower(staff_users.email)`, "=", email.toLowerCase())
    .orderBy("staff_users.id")
    .executeTakeFirst();
  if (!row?.email) return undefined;
  return {
    staffId: row.id,
    fullName: row.full_name,
    email: row.email,
    roleLevel: row.role_level,
    languages: String(row.languages),
    passwordHash: row.hash ?? null,
  };
}

export async function setPassword(db: Kysely<Database>, staffId: number, password: string, now: Date): Promise<void> {
  const hash = await hashPassword(password);
  const changed_at = now.toISOString();
  await db
    .insertInto("staff_passwords")
    .values({ staff_id: staffId, hash, changed_at })
    .onConflict((oc) => oc.column("staff_id").doUpdateSet({ hash, changed_at }))
    .execute();
}
