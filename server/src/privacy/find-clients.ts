/**
 * Finds a vendor's clients by email (any case) or phone. A phone without `+` is read the way the
 * join reads it (contract's readPhone), as a number of any country the vendor has a location in,
 * so an admin may type it as the client would.
 */
import type { Kysely } from "kysely";
import { type PrivacyLookup, readPhone } from "#contract";
import type { ClientRow, Database } from "../db/schema.js";
import { phoneRegion } from "../queue-appointments/phone-number.js";

export async function findClients(db: Kysely<Database>, vendorId: number, lookup: PrivacyLookup): Promise<ClientRow[]> {
  const query = db.selectFrom("clients").selectAll().where("vendor_id", "=", vendorId).orderBy("id");
  if (lookup.email !== undefined) {
    const email = lookup.email.toLowerCase();
    return query.where((eb) => eb(eb.fn("lower", ["email"]), "=", email)).execute();
  }
  const numbers = await phoneCandidates(db, vendorId, lookup.phone ?? "");
  return numbers.length ? query.where("cell_phone", "in", numbers).execute() : [];
}

async function phoneCandidates(db: Kysely<Database>, vendorId: number, phone: string): Promise<string[]> {
  const countries = await db.selectFrom("locations").select("country").distinct().where("vendor_id", "=", vendorId).execute();
  const numbers = new Set<string>();
  for (const country of new Set(["US", ...countries.map((row) => phoneRegion(row.country))])) {
    const reading = readPhone(phone, country);
    if (reading.ok && reading.e164) numbers.add(reading.e164);
  }
  return [...numbers];
}
