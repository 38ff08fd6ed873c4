/**
 * The client of a join or a booking: the row written with it and the `clients` resource the
 * open API includes in its answers. Both kinds of appointment share them.
 */
import type { Kysely } from "kysely";
import type { ClientAttributesSchema } from "#contract";
import type * as v from "valibot";
import { insertReturningAll } from "../db/insert-returning.js";
import type { ClientRow, Database } from "../db/schema.js";
import type { ParsedPhone } from "./phone-number.js";

/** What the server decided about the contact details (normalised email, parsed phone, SMS). */
export interface ClientContact {
  email: string;
  phone: ParsedPhone | null;
  receiveSms: boolean;
}

export async function insertClient(
  tx: Kysely<Database>,
  vendorId: number,
  client: v.InferOutput<typeof ClientAttributesSchema>,
  contact: ClientContact,
  stamp: string,
): Promise<ClientRow> {
  return insertReturningAll(tx, "clients", {
    vendor_id: vendorId,
    external_id: client.external_id,
    first_name: client.first_name.trim(),
    last_name: client.last_name.trim(),
    email: contact.email,
    cell_phone: contact.phone?.e164 ?? "",
    cell_phone_formatted: contact.phone?.formatted ?? "",
    lang: client.lang,
    receive_sms: Number(contact.receiveSms),
    notes: client.notes,
    created_at: stamp,
  });
}

/** The `clients` resource of an answer: what the manage page may show back to its owner. */
export function clientResource(client: ClientRow) {
  return {
    id: client.id,
    type: "clients" as const,
    attributes: {
      first_name: client.first_name,
      last_name: client.last_name,
      email: client.email,
      cell_phone_formatted: client.cell_phone_formatted,
      lang: client.lang,
      receive_sms: client.receive_sms === 1,
    },
  };
}

/** A stored dial-in (number, international form, PIN), or null when none was given. */
export function dialInOf(row: { dial_in_e164: string | null; dial_in_international: string | null; dial_in_pin: string | null }) {
  return row.dial_in_e164 !== null
    ? { e164: row.dial_in_e164, international: row.dial_in_international ?? row.dial_in_e164, pin: row.dial_in_pin ?? "" }
    : null;
}
