/**
 * What a CSV import does to the vendor document: its rows read against the current items
 * (read-import-rows.ts), then the whole document after the import checked as every write checks
 * it (parseVendorDocument: time zones, coordinates in their country, references…), each finding
 * placed in the file. The preview answers this; the write applies the same plan under the
 * document's lock, so what it writes is what the preview showed for that ETag.
 */
import type { CsvAbsent, CsvImportPreview, CsvRowError, VendorDocument } from "#contract";
import { documentWarnings, parseVendorDocument } from "../../vendors/parse-vendor-document.js";
import type { Slice } from "../../time/time-slices.js";
import type { CsvRow } from "./csv-file.js";
import type { CsvListSpec, Keyed } from "./csv-lists.js";
import { type FileMap, inFileOrder, placeError, placeWarning } from "./place-in-file.js";
import { type ImportRows, readImportRows } from "./read-import-rows.js";

export interface ImportOptions {
  absent: CsvAbsent;
  /** The signed-in admin's staff key: the staff file may not deactivate them or take their admin role. */
  selfKey?: string | undefined;
  /** Keys of the list's deactivated items (the preview tells which additions bring one back). */
  inactiveKeys?: ReadonlySet<string>;
  now: Date;
}

export interface CsvImportPlan {
  /** The document after the import, as checked and filled in; undefined when anything is wrong. */
  doc: VendorDocument | undefined;
  preview: Omit<CsvImportPreview, "list" | "etag">;
}

export async function planCsvImport(
  spec: CsvListSpec,
  current: VendorDocument,
  file: { header: string[]; rows: CsvRow[] },
  options: ImportOptions,
  slice: Slice,
): Promise<CsvImportPlan> {
  const read = await readImportRows(spec, current, file, options.absent, slice);
  const updated = new Map<string, Keyed>(read.changed.map((c) => [c.key, c.item]));
  const items = [
    ...spec
      .items(current)
      .filter((item) => !read.deactivated.has(item.key))
      .map((item) => updated.get(item.key) ?? item),
    ...read.added.map((a) => a.item),
  ];
  const errors = [...read.errors, ...ownAccount(spec, options.selfKey, read.deactivated, updated, read.rowOfKey)];
  const checked = await checkInRounds(spec, current, items, read, slice);
  errors.push(...checked.errors);
  const map: FileMap = { spec, doc: checked.doc ?? current, rowOfKey: read.rowOfKey, deactivated: read.deactivated };
  const warnings = checked.doc && !errors.length ? documentWarnings(checked.doc, options.now).map((w) => placeWarning(map, w)) : [];
  return {
    doc: errors.length ? undefined : checked.doc,
    preview: {
      absent: options.absent,
      rows: read.rows,
      added: read.added.map(({ row, key }) => ({ row, key, reactivated: options.inactiveKeys?.has(key) ?? false })),
      changed: read.changed.map(({ row, key, fields }) => ({ row, key, fields })),
      deactivated: [...read.deactivated].map(([key, row]) => ({ row, key })),
      unchanged: read.unchanged,
      errors: inFileOrder(spec, errors),
      warnings: inFileOrder(spec, warnings),
    },
  };
}

/** Rounds of the document's checks at most: each sets aside the rows found wrong and checks the others again. */
const ROUNDS = 3;

/**
 * The document's checks stop at the first kind of error (the items' fields, then references,
 * then time zones and places): one row's missing address would hide every other row's time
 * zone. So the rows found wrong go back to what they were (or out, when new) and the rest is
 * checked again, a few rounds at most, and every row's findings are told at once.
 */
async function checkInRounds(spec: CsvListSpec, current: VendorDocument, items: readonly Keyed[], read: ImportRows, slice: Slice) {
  const before = new Map(spec.items(current).map((item) => [item.key, item]));
  // A cell already refused is not refused again by the document, which saw it unchanged.
  const refusedCells = new Set(read.errors.map((e) => `${e.row}:${e.column}`));
  const told = new Set<string>();
  const errors: CsvRowError[] = [];
  let checking = items;
  for (let round = 0; round < ROUNDS; round++) {
    const candidate = spec.withItems(current, checking);
    const parsed = await parseVendorDocument(candidate, slice);
    if (parsed.ok) return { doc: parsed.doc, errors };
    const map: FileMap = { spec, doc: candidate, rowOfKey: read.rowOfKey, deactivated: read.deactivated };
    const wrong = new Set<string>();
    for (const error of parsed.errors.map((e) => placeError(map, e))) {
      if (error.row !== null && error.key !== null) wrong.add(error.key);
      const said = `${error.row}:${error.column}:${error.key}:${error.code}:${error.message}`;
      if (told.has(said) || (error.row !== null && refusedCells.has(`${error.row}:${error.column}`))) continue;
      told.add(said);
      errors.push(error);
    }
    // The wrong rows' items as they were: changed ones back, new ones out, deactivated ones in again.
    const next = checking.flatMap((item) => {
      const old = before.get(item.key);
      if (!wrong.has(item.key) || old === item) return [item];
      return old ? [old] : [];
    });
    const kept = new Set(next.map((item) => item.key));
    for (const key of wrong) {
      const old = before.get(key);
      if (old && !kept.has(key)) next.push(old);
    }
    if (next.length === checking.length && next.every((item, i) => item === checking[i])) break;
    checking = next;
  }
  return { doc: undefined, errors };
}

/** The staff file may not lock its own author out: deactivate them or take their admin role. */
function ownAccount(
  spec: CsvListSpec,
  selfKey: string | undefined,
  deactivated: ReadonlyMap<string, number | null>,
  updated: ReadonlyMap<string, Keyed>,
  rowOfKey: ReadonlyMap<string, number>,
): CsvRowError[] {
  if (!selfKey || !spec.staysAdmin) return [];
  const place = { key: selfKey, field: null, code: "own_account" as const };
  if (deactivated.has(selfKey)) {
    const row = deactivated.get(selfKey) ?? null;
    return [{ ...place, row, column: row === null ? "key" : "active", message: `The file would deactivate you (${selfKey}): keep your own row` }];
  }
  const me = updated.get(selfKey);
  if (me && !spec.staysAdmin(me)) {
    return [
      {
        ...place,
        row: rowOfKey.get(selfKey) ?? null,
        column: "role",
        message: `The file would take your own admin role away (${selfKey}): another admin can change it`,
      },
    ];
  }
  return [];
}
