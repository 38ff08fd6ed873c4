/**
 * Where in the file a finding of the document's checks is: `locations.12.timezone` of the
 * document after the import is the row that wrote location 12, column `time_zone`. A location
 * the import would deactivate while staff members still work there is said so, on its own row.
 */
import type { CsvPlace, CsvRowError, DocumentWarning, FieldError, VendorDocument } from "#contract";
import type { CsvListSpec, Keyed } from "./csv-lists.js";

export interface FileMap {
  spec: CsvListSpec;
  /** The document after the import. */
  doc: VendorDocument;
  /** The row of each key the file names. */
  rowOfKey: ReadonlyMap<string, number>;
  deactivated: ReadonlyMap<string, number | null>;
}

const PATH = /^([a-z_]+)\.(\d+)(?:\.(.+))?$/;

function columnOf(spec: CsvListSpec, rest: string): string | null {
  if (rest === "key") return "key";
  let best: { name: string; length: number } | undefined;
  for (const column of spec.columns) {
    for (const field of column.fields) {
      if ((rest === field || rest.startsWith(`${field}.`)) && field.length > (best?.length ?? -1)) best = { name: column.name, length: field.length };
    }
  }
  return best?.name ?? null;
}

export function placeOf(map: FileMap, field: string): CsvPlace {
  const match = PATH.exec(field);
  const list = match?.[1] ?? "";
  const items = (map.doc as unknown as Record<string, Keyed[] | undefined>)[list];
  const key = items?.[Number(match?.[2])]?.key ?? null;
  if (list !== map.spec.list || key === null) return { row: null, column: null, key, field };
  return { row: map.rowOfKey.get(key) ?? null, column: columnOf(map.spec, match?.[3] ?? ""), key, field };
}

/** A staff member's reference to a location the import deactivates, told as that location's error. */
function stillReferenced(map: FileMap, error: FieldError): CsvRowError | undefined {
  const match = /^staff\.(\d+)\.locations\.(\d+)$/.exec(error.field);
  if (map.spec.list !== "locations" || !match) return undefined;
  const person = map.doc.staff[Number(match[1])];
  const location = person?.locations[Number(match[2])];
  if (!person || location === undefined || !map.deactivated.has(location)) return undefined;
  const row = map.deactivated.get(location) ?? null;
  return {
    row,
    column: row === null ? null : "active",
    key: location,
    field: error.field,
    code: "still_referenced",
    message: `Staff member ${person.key} works at ${location}: keep ${location}, or take it out of their locations first (the staff file)`,
  };
}

export function placeError(map: FileMap, error: FieldError): CsvRowError {
  const referenced = stillReferenced(map, error);
  if (referenced) return referenced;
  const place = placeOf(map, error.field);
  const message = error.code === "required" ? `${place.column ?? error.field} is required` : error.message;
  return { ...place, code: error.code, message };
}

export const placeWarning = (map: FileMap, warning: DocumentWarning) => ({ ...placeOf(map, warning.field), code: warning.code, message: warning.message });

/** File errors first, then by row and by the column's place in the file. */
export function inFileOrder<T extends CsvPlace>(spec: CsvListSpec, found: T[]): T[] {
  const column = (name: string | null) => (name === null ? -1 : spec.header.indexOf(name));
  return found.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || column(a.column) - column(b.column));
}
