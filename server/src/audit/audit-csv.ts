/**
 * One audit entry as a row of the CSV export (`AUDIT_CSV_COLUMNS`): the time in UTC, the detail
 * as JSON. Texts someone could type (a name, the email tried at the sign-in form) are guarded
 * against spreadsheets running them as formulas.
 */
import type { AuditEntry } from "#contract";
import { guardCell } from "../office/csv/formula-guard.js";

export function auditCsvRow(entry: AuditEntry): string[] {
  return [
    String(entry.id),
    entry.created_at,
    entry.actor.kind,
    guardCell(entry.actor.name),
    entry.actor.staff_id === null ? "" : String(entry.actor.staff_id),
    entry.action,
    guardCell(entry.target),
    entry.address,
    JSON.stringify(entry.detail),
  ];
}
