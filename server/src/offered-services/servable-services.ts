/**
 * The services a join may ask for at a location by one meeting method: offered there and served
 * by someone on duty — who is on duty as the line model holds it (presence changes reach it at the
 * line's next anchor, moments later), so a join's check reads nothing that grows with the line,
 * nor the staff, from the database.
 */
import type { MeetingMethod } from "#contract";
import type { ServiceRow } from "../db/schema.js";
import type { LineModels } from "../queue/line/line-models.js";
import { cachedOfferedServices, type ConfigSource } from "../vendors/config-reads.js";

export async function servableServices(source: ConfigSource & { lines: LineModels }, locationId: number, method: MeetingMethod): Promise<ServiceRow[]> {
  const [offered, line] = await Promise.all([cachedOfferedServices(source, locationId, method), source.lines.line(locationId)]);
  return offered.filter((row) => line?.serves(row.id, method));
}
