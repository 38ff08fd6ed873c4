/** Loads what the permission checks need about the caller: their locations and capabilities. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { capabilityKey } from "../queue/wait-time-engine.js";
import type { Actor } from "./staff-permissions.js";
import type { StaffPrincipal } from "./staff-principal.js";

export async function loadActor(db: Kysely<Database>, principal: StaffPrincipal): Promise<Actor> {
  if (principal.kind === "admin") return { principal, locations: new Set(), serves: new Set() };
  const { locations, serves } = await loadStaffReach(db, principal.id);
  return { principal, locations, serves };
}

/** Where a staff member is assigned and what they serve (two queries). */
export async function loadStaffReach(db: Kysely<Database>, staffId: number): Promise<{ locations: Set<number>; serves: Set<string> }> {
  const [places, capabilities] = await Promise.all([
    db.selectFrom("staff_locations").select("location_id").where("staff_id", "=", staffId).execute(),
    db.selectFrom("staff_capabilities").select(["service_id", "meeting_method"]).where("staff_id", "=", staffId).execute(),
  ]);
  return {
    locations: new Set(places.map((p) => p.location_id)),
    serves: new Set(capabilities.map((c) => capabilityKey(c.service_id, c.meeting_method))),
  };
}
