/**
 * The cells of the CSV files that are not plain text: yes/no, numbers, lists, a day's opening,
 * role levels and meeting methods. Each reads what a spreadsheet user types (any case, a comma
 * for the decimal point, `9am-5pm`) and writes one canonical form.
 */
import { CSV_MEETING_METHOD_NAMES, CSV_ROLE_NAMES, type CsvErrorCode, type FieldErrorCode, type MeetingMethod, type RoleLevel } from "#contract";

export type Cell<T> = { ok: true; value: T } | { ok: false; code: CsvErrorCode | FieldErrorCode; message: string };

const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const bad = <T>(code: CsvErrorCode | FieldErrorCode, message: string): Cell<T> => ({ ok: false, code, message });

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);

/** `yes`/`no` (also y, n, true, false, 1, 0); an empty cell is `empty`. */
export function readYesNo(cell: string, empty: boolean): Cell<boolean> {
  const word = cell.toLowerCase();
  if (!word) return ok(empty);
  if (YES.has(word)) return ok(true);
  if (NO.has(word)) return ok(false);
  return bad("not_yes_or_no", `"${cell}" is not yes or no`);
}

export const yesNo = (value: boolean) => (value ? "yes" : "no");

/** A decimal number, with a point or a comma. */
export function readNumber(cell: string): Cell<number> {
  if (!cell) return bad("required", "is required");
  if (!/^[-+]?\d+(?:[.,]\d+)?$/.test(cell)) return bad("not_a_number", `"${cell}" is not a number (write it like 44.4759)`);
  return ok(Number(cell.replace(",", ".")));
}

export const formatNumber = (value: number | undefined) => (value === undefined ? "" : String(value));

/** Keys or tags separated by `;` (a comma or a space does too: neither is part of one). */
export const readList = (cell: string): string[] => [...new Set(cell.split(/[;,\s]+/).filter(Boolean))];

export const formatList = (values: readonly (string | number)[]) => values.join(";");

/** The old list when the cell names the same members (in any order), else the cell's. */
export function sameMembers<T>(old: readonly T[], next: readonly T[]): readonly T[] {
  const before = new Set(old);
  return old.length === next.length && before.size === next.length && next.every((x) => before.has(x)) ? old : next;
}

export interface DayHours {
  open: string;
  close: string;
}

const CLOCK = /^(\d{1,2})(?:[:.h](\d{2}))?\s*([ap]\.?m\.?)?$/i;

function readClock(text: string): string | undefined {
  const match = CLOCK.exec(text.trim());
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = match[2] ?? "00";
  const half = match[3]?.toLowerCase().replace(/\./g, "");
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === "pm" ? 12 : 0);
  }
  return `${String(hour).padStart(2, "0")}:${minute}`;
}

/** One opening, `09:00-17:00` (also `9-17`, `9am-5pm`); empty or `closed` is closed. */
export function readDayHours(cell: string): Cell<DayHours | null> {
  if (!cell || cell.toLowerCase() === "closed") return ok(null);
  const ranges = cell.split(/\s*[;,/]\s*/).filter(Boolean);
  if (ranges.length > 1) {
    return bad("split_hours", `"${cell}" has ${ranges.length} openings: a day has one opening and one closing time (write e.g. 09:00-17:00)`);
  }
  const sides = cell.split(/\s*[-–—]\s*/);
  const open = sides.length === 2 ? readClock(sides[0] ?? "") : undefined;
  const close = sides.length === 2 ? readClock(sides[1] ?? "") : undefined;
  if (!open || !close) return bad("not_hours", `"${cell}" is not an opening like 09:00-17:00 (leave it empty when closed)`);
  return ok({ open, close });
}

export const formatDayHours = (hours: DayHours | null | undefined) => (hours ? `${hours.open}-${hours.close}` : "");

const ROLE_BY_NAME = new Map(Object.entries(CSV_ROLE_NAMES).map(([level, name]) => [name, Number(level) as RoleLevel]));

/** A role by its word (`manager`, `staff advanced`) or its level (`20`). */
export function readRole(cell: string): Cell<RoleLevel> {
  if (!cell) return bad("required", "is required");
  const word = cell.toLowerCase().replace(/[\s-]+/g, "_");
  const level = ROLE_BY_NAME.get(word) ?? (CSV_ROLE_NAMES[Number(word)] ? (Number(word) as RoleLevel) : undefined);
  if (level === undefined) return bad("unknown_role", `"${cell}" is not a role (${Object.values(CSV_ROLE_NAMES).join(", ")})`);
  return ok(level);
}

export const formatRole = (level: number) => CSV_ROLE_NAMES[level] ?? String(level);

const METHOD_BY_NAME = new Map(Object.entries(CSV_MEETING_METHOD_NAMES).map(([method, name]) => [name, Number(method) as MeetingMethod]));

/** Meeting methods by word (`in_person`, `phone`, `video`, `off_site`) or number. */
export function readMeetingMethods(words: readonly string[]): Cell<MeetingMethod[]> {
  const methods: MeetingMethod[] = [];
  for (const word of words) {
    const name = word.toLowerCase().replace(/-/g, "_");
    const method = METHOD_BY_NAME.get(name) ?? (CSV_MEETING_METHOD_NAMES[Number(name)] ? (Number(name) as MeetingMethod) : undefined);
    if (method === undefined) return bad("unknown_meeting_method", `"${word}" is not a meeting method (${Object.values(CSV_MEETING_METHOD_NAMES).join(", ")})`);
    if (!methods.includes(method)) methods.push(method);
  }
  return ok(methods);
}

export const formatMeetingMethods = (methods: readonly number[], separator = ";") =>
  methods.map((m) => CSV_MEETING_METHOD_NAMES[m] ?? String(m)).join(separator);
