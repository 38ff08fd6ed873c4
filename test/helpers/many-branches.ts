/**
 * A vendor of many branches for the list's tests: "Branch 0" … on three streets in turn. The
 * first hundred line up north of (40, -90) about 0.7 miles apart, so a search from there finds
 * them nearest first and the vendor's radius (50 miles) cuts the line after branch 72; the rest
 * lie over 100 miles west, in the central United States.
 */
import type { VendorDocumentInput } from "#contract";
import { DEMO_LOCAL_ORIGINS } from "../../server/src/demo/demo-vendor.js";
import { putDocument } from "./admin-document.js";
import type { TestServer } from "./test-server.js";

const STREETS = ["Oak Street", "Elm Avenue", "Maple Road"];
const ALL_DAY = { open: "00:00", close: "24:00" };
const WEEK = { sunday: ALL_DAY, monday: ALL_DAY, tuesday: ALL_DAY, wednesday: ALL_DAY, thursday: ALL_DAY, friday: ALL_DAY, saturday: ALL_DAY };

export const MANY_BRANCHES_ORIGIN = { lat: 40, lng: -90 };

export function manyBranchesVendor(count: number): VendorDocumentInput {
  return {
    name: "Many Branches Bank",
    location_search_radius: 50,
    // Element tests run on the demo's local origins.
    allowed_origins: DEMO_LOCAL_ORIGINS,
    services: [{ key: "teller", name: "Teller", duration_minutes: 5 }],
    locations: Array.from({ length: count }, (_, i) => ({
      key: `branch-${i}`,
      name: `Branch ${i}`,
      address: `${i} ${STREETS[i % STREETS.length]}`,
      city: "Springfield",
      country: "US",
      // Listed in reverse of their distance, so nearest first is not the vendor's order by chance.
      sort_order: count - i,
      coordinates:
        i < 100
          ? { lat: MANY_BRANCHES_ORIGIN.lat + i * 0.01, lng: MANY_BRANCHES_ORIGIN.lng }
          : { lat: 33 + (i % 90) / 10, lng: -100 + (Math.floor(i / 90) % 9) },
      timezone: "America/Chicago",
      hours: WEEK,
      services: [{ service: "teller", meeting_methods: [1] }],
    })),
    staff: [{ key: "teller-0", full_name: "Teller Zero", role_level: 10, locations: ["branch-0"], meeting_methods: [1] }],
  };
}

/** Creates the vendor under `slug` through the admin API. */
export async function createManyBranches(server: TestServer, slug: string, count: number): Promise<void> {
  const res = await putDocument(server, slug, manyBranchesVendor(count));
  if (res.statusCode !== 201) throw new Error(`vendor ${slug}: ${res.statusCode} ${res.body.slice(0, 300)}`);
}
