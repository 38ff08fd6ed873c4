/**
 * The services a join may ask for at a location by one meeting method: offered there and served
 * by someone on duty now — what the services call lists, without reading the line (a join's
 * check must not cost more as the line grows; its estimates follow the join).
 */
import type { MeetingMethod } from "../../../widget/src/contract/index.js";
import type { ServiceRow } from "../db/schema.js";
import { cachedCapabilities, staffOnDutyRows } from "../queue/staff-on-duty.js";
import { cachedOfferedServices, type ConfigSource } from "../vendors/config-reads.js";

export async function servableServices(source: ConfigSource, locationId: number, method: MeetingMethod): Promise<ServiceRow[]> {
  const [offered, onDuty, capabilities] = await Promise.all([
    cachedOfferedServices(source, locationId, method),
    staffOnDutyRows(source.db, [locationId]),
    cachedCapabilities(source.configCache, source.db, [locationId]),
  ]);
  const present = new Set(onDuty.map((s) => s.id));
  const served = new Set(capabilities.filter((c) => c.meeting_method === method && present.has(c.staff_id)).map((c) => c.service_id));
  return offered.filter((row) => served.has(row.id));
}
