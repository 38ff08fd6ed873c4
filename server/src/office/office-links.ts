/**
 * Single-use links by email: an invitation to set a first password (`invite`, a week) and a
 * sign-in link that also lets a person set a new password (`sign_in`, an hour). A link is spent
 * when used; a new link of the same purpose spends the older ones.
 */
import type { Kysely } from "kysely";
import type { Database, OfficeLinksTable } from "../db/schema.js";
import { newSecret, secretId } from "./office-tokens.js";

export type LinkPurpose = OfficeLinksTable["purpose"];

export const LINK_TTL_MS: Record<LinkPurpose, number> = { invite: 7 * 24 * 60 * 60 * 1000, sign_in: 60 * 60 * 1000 };

/** Issues a link's token (the older unused links of that purpose for that person are spent). */
export async function issueLink(db: Kysely<Database>, staffId: number, purpose: LinkPurpose, now: Date): Promise<string> {
  const token = newSecret();
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable("office_links")
      .set({ used_at: now.toISOString() })
      .where("staff_id", "=", staffId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .execute();
    await tx
      .insertInto("office_links")
      .values({
        id: secretId(token),
        staff_id: staffId,
        purpose,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LINK_TTL_MS[purpose]).toISOString(),
      })
      .execute();
  });
  return token;
}

export interface LinkPerson {
  linkId: string;
  purpose: LinkPurpose;
  staffId: number;
  fullName: string;
  email: string | null;
  vendorId: number;
  vendorSlug: string;
  vendorName: string;
}

/** The person an unused, unexpired link is for (of an active staff member), or undefined. */
export async function readLink(db: Kysely<Database>, token: string, now: Date): Promise<LinkPerson | undefined> {
  const row = await db
    .selectFrom("office_links")
    .innerJoin("staff_users", "staff_users.id", "office_links.staff_id")
    .innerJoin("vendors", "vendors.id", "staff_users.vendor_id")
    .select([
      "office_links.id",
      "office_links.purpose",
      "office_links.expires_at",
      "staff_users.id as staff_id",
      "staff_users.full_name",
      "staff_users.email",
      "vendors.id as vendor_id",
      "vendors.slug",
      "vendors.name as vendor_name",
    ])
    .where("office_links.id", "=", secretId(token))
    .where("office_links.used_at", "is", null)
    .where("staff_users.active", "=", 1)
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return undefined;
  return {
    linkId: row.id,
    purpose: row.purpose,
    staffId: row.staff_id,
    fullName: row.full_name,
    email: row.email,
    vendorId: row.vendor_id,
    vendorSlug: row.slug,
    vendorName: row.vendor_name,
  };
}

/** Spends a link; false when it was spent meanwhile (two tabs). */
export async function spendLink(db: Kysely<Database>, linkId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("office_links")
    .set({ used_at: now.toISOString() })
    .where("id", "=", linkId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
