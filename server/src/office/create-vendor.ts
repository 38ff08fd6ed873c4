/**
 * The operator (whoever holds ADMIN_TOKEN, or runs `npm run create-vendor`) starts a vendor: a
 * document with its name and one admin, nothing else — no locations, services or staff, which
 * the admin adds in the back office — and an invitation for that admin to choose a password.
 */
import type { Kysely } from "kysely";
import { type CreateVendorRequest, type Locale, RoleLevel } from "#contract";
import type { Database } from "../db/schema.js";
import { ApiError, validationFailed } from "../http/api-error.js";
import { parseVendorDocument } from "../vendors/parse-vendor-document.js";
import { writeVendorDocument } from "../vendors/write-vendor-document.js";
import { sendOfficeLink } from "./send-link.js";

export interface CreatedVendor {
  vendorId: number;
  /** The invitation link the admin was sent. */
  link: string;
}

export async function createVendorWithAdmin(
  db: Kysely<Database>,
  body: CreateVendorRequest,
  options: { publicUrl: string; locale: Locale; now: Date },
): Promise<CreatedVendor> {
  const parsed = await parseVendorDocument({
    name: body.name,
    services: [],
    locations: [],
    staff: [{ key: "admin", full_name: body.admin.full_name, email: body.admin.email, role_level: RoleLevel.admin, locations: [], meeting_methods: [1, 2, 3] }],
  });
  if (!parsed.ok) throw validationFailed(parsed.errors);
  const { doc } = parsed;
  let result;
  try {
    result = await writeVendorDocument(db, body.slug, { create: true, ifNoneMatch: "*", next: async () => doc }, options.now);
  } catch (error) {
    if (error instanceof ApiError && error.code === "precondition_failed") throw new ApiError(409, "conflict", `A vendor "${body.slug}" exists already`);
    throw error;
  }
  const admin = await db.selectFrom("staff_users").select(["id"]).where("vendor_id", "=", result.vendorId).where("key", "=", "admin").executeTakeFirstOrThrow();
  const link = await sendOfficeLink(
    db,
    { staffId: admin.id, fullName: body.admin.full_name, email: body.admin.email, vendorId: result.vendorId, vendorName: body.name },
    "invite",
    options,
  );
  return { vendorId: result.vendorId, link };
}
