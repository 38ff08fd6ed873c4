/**
 * A vendor with a branch in Vancouver, British Columbia, whose clocks stay on UTC−7 after
 * 2026-11-01 by the 2026 releases of the IANA database, while Node 20's ICU data (and older
 * browsers) still move them to UTC−8: the zone tests' branch. Open 9:00–17:00 on weekdays,
 * one 30-minute service booked in person with one adviser.
 */
import type { VendorDocumentInput } from "#contract";
import { ADMIN_TOKEN, type TestServer } from "./test-server.js";

export const VANCOUVER_VENDOR = "coast-mountain";
const OFFICE = { open: "09:00", close: "17:00" };

export function vancouverVendorDocument(): VendorDocumentInput {
  return {
    name: "Coast Mountain Credit Union",
    homepage: "https://coast.example.com",
    domains: [],
    allowed_origins: ["http://localhost:3000"],
    modern_client_view: true,
    services: [{ key: "advice", name: "Financial advice", duration_minutes: 30, translations: { es: { name: "Asesoría financiera" } } }],
    locations: [
      {
        key: "vancouver",
        name: "Vancouver Branch",
        address: "200 Burrard Street, Vancouver, BC V6C 3L6",
        country: "CA",
        coordinates: { lat: 49.2866, lng: -123.1156 },
        timezone: "America/Vancouver",
        hours: { monday: OFFICE, tuesday: OFFICE, wednesday: OFFICE, thursday: OFFICE, friday: OFFICE },
        services: [{ service: "advice", meeting_methods: [1] }],
      },
    ],
    staff: [{ key: "amrit", full_name: "Amrit Gill", role_level: 10, locations: ["vancouver"], meeting_methods: [1] }],
  };
}

/** Loads the vendor through the admin API; answers its location's id. */
export async function addVancouverVendor(server: TestServer): Promise<{ locationId: number; serviceId: number }> {
  const res = await server.app.inject({
    method: "PUT",
    url: `/api/v2/admin/vendors/${VANCOUVER_VENDOR}`,
    payload: vancouverVendorDocument(),
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (res.statusCode >= 300) throw new Error(`vendor: ${res.statusCode} ${res.body}`);
  const db = server.store.db;
  const vendor = await db.selectFrom("vendors").select("id").where("slug", "=", VANCOUVER_VENDOR).executeTakeFirstOrThrow();
  const location = await db.selectFrom("locations").select("id").where("vendor_id", "=", vendor.id).where("key", "=", "vancouver").executeTakeFirstOrThrow();
  const service = await db.selectFrom("services").select("id").where("vendor_id", "=", vendor.id).where("key", "=", "advice").executeTakeFirstOrThrow();
  return { locationId: location.id, serviceId: service.id };
}
