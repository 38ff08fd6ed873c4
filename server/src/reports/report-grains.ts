/**
 * Every fact is added at four grains, so a report reads only rows already summed for its
 * filters: by service and staff member, by service for everyone, by staff member for every
 * service, and for every service and everyone. A report without a service filter reads the rows
 * whose `service_id` is `EVERY`, and likewise for staff; it never sums the finer rows.
 */
import type { FactKey } from "./visit-facts.js";

/** `service_id` or `staff_id` of a row that counts every service, or everyone (nobody included). */
export const EVERY = -1;

export function grainKeys(key: FactKey): FactKey[] {
  return [key, { ...key, staffId: EVERY }, { ...key, serviceId: EVERY }, { ...key, serviceId: EVERY, staffId: EVERY }];
}
