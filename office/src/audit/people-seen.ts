/** The people the entries name (by staff id, first name seen), for the Person filter. */
import type { AuditEntry } from "#contract";

export function peopleSeen(entries: readonly AuditEntry[]): Map<number, string> {
  const people = new Map<number, string>();
  for (const { actor } of entries) if (actor.staff_id !== null && actor.name && !people.has(actor.staff_id)) people.set(actor.staff_id, actor.name);
  return people;
}
