/**
 * The first half of an import: the file's rows read against the vendor's current items. Each
 * row adds an item, changes the columns whose cells differ from what the export would write, or
 * (`active: no`) deactivates its item; items absent from the file are deactivated unless the
 * import keeps them. Nothing here checks the document as a whole (plan-csv-import.ts does).
 */
import type { CsvAbsent, CsvFieldChange, CsvRowError, VendorDocument } from "#contract";
import type { Slice } from "../../time/time-slices.js";
import { readYesNo } from "./csv-cells.js";
import type { CsvColumn } from "./csv-column.js";
import type { CsvRow } from "./csv-file.js";
import type { CsvListSpec, Keyed } from "./csv-lists.js";

export interface ImportRows {
  /** Data rows read (blank ones left out). */
  rows: number;
  /** The row of each key the file names. */
  rowOfKey: Map<string, number>;
  added: { row: number; key: string; item: Keyed }[];
  changed: { row: number; key: string; fields: CsvFieldChange[]; item: Keyed }[];
  /** Keys to deactivate, with the row saying so (null: absent from the file). */
  deactivated: Map<string, number | null>;
  unchanged: number;
  errors: CsvRowError[];
}

const error = (row: number | null, column: string | null, key: string | null, code: CsvRowError["code"], message: string): CsvRowError => ({
  row,
  column,
  key,
  field: null,
  code,
  message,
});

/** Which column each header cell is (`key` and `active` by name), or the header's errors. */
function readHeader(spec: CsvListSpec, header: readonly string[], rows: readonly CsvRow[]) {
  const errors: CsvRowError[] = [];
  const known = new Map(spec.header.map((name) => [name.toLowerCase(), name]));
  const byName = new Map(spec.columns.map((column) => [column.name, column]));
  const at: (CsvColumn<Keyed> | "key" | "active" | undefined)[] = [];
  const seen = new Set<string>();
  header.forEach((cell, i) => {
    const name = known.get(cell.toLowerCase());
    // A column without a name and without cells: separators a spreadsheet left at the ends of lines.
    if (!cell && rows.every((r) => !r.cells[i])) return;
    if (!name) errors.push(error(1, cell, null, "unknown_column", `"${cell}" is not a column of the ${spec.list} file (${spec.header.join(", ")})`));
    else if (seen.has(name)) errors.push(error(1, name, null, "duplicate_column", `The column ${name} is there twice`));
    else at[i] = name === "key" || name === "active" ? name : byName.get(name);
    if (name) seen.add(name);
  });
  if (!seen.has("key")) errors.push(error(1, "key", null, "missing_column", "The file needs a key column: it says which item each row is"));
  return { errors, at };
}

export async function readImportRows(
  spec: CsvListSpec,
  current: VendorDocument,
  file: { header: string[]; rows: CsvRow[] },
  absent: CsvAbsent,
  slice: Slice,
): Promise<ImportRows> {
  const result: ImportRows = { rows: 0, rowOfKey: new Map(), added: [], changed: [], deactivated: new Map(), unchanged: 0, errors: [] };
  const { errors, at } = readHeader(spec, file.header, file.rows);
  if (errors.length) return { ...result, errors };
  const keyAt = at.indexOf("key");
  const activeAt = at.indexOf("active");
  const ctx = { doc: current };
  const items = spec.items(current);
  const byKey = new Map(items.map((item) => [item.key, item]));
  for (const { row, cells } of file.rows) {
    if (cells.every((cell) => !cell)) continue;
    result.rows++;
    const key = cells[keyAt] ?? "";
    if (!key) {
      result.errors.push(error(row, "key", null, "required", "Every row needs a key"));
      continue;
    }
    const first = result.rowOfKey.get(key);
    if (first !== undefined) {
      result.errors.push(error(row, "key", key, "duplicate_key", `The key ${key} is on row ${first} too`));
      continue;
    }
    result.rowOfKey.set(key, row);
    const extra = cells.slice(file.header.length);
    if (cells.length < file.header.length || extra.some(Boolean)) {
      result.errors.push(error(row, null, key, "cell_count", `The row has ${cells.length} cells, the header ${file.header.length}`));
      continue;
    }
    const active = readYesNo(activeAt < 0 ? "" : (cells[activeAt] ?? ""), true);
    if (!active.ok) {
      result.errors.push(error(row, "active", key, active.code, active.message));
      continue;
    }
    const old = byKey.get(key);
    if (!active.value) {
      if (old) result.deactivated.set(key, row);
      else result.unchanged++;
      continue;
    }
    let item = old ?? spec.newItem(key, ctx);
    const fields: CsvFieldChange[] = [];
    for (const [i, column] of at.entries()) {
      if (column === undefined || typeof column === "string") continue;
      const cell = cells[i] ?? "";
      const before = old ? column.format(item, ctx) : "";
      if (old && cell === before) continue;
      const next = column.apply(item, cell, ctx);
      if (!next.ok) {
        result.errors.push(error(row, column.name, key, next.code, next.message));
        continue;
      }
      const after = column.format(next.value, ctx);
      // The same value written another way (`9-17`, other case, another order) leaves the item as it was.
      if (old && after === before) continue;
      item = next.value;
      if (old) fields.push({ column: column.name, old: before, new: after });
    }
    if (!old) result.added.push({ row, key, item });
    else if (fields.length) result.changed.push({ row, key, fields, item });
    else result.unchanged++;
    await slice();
  }
  if (absent === "deactivate") {
    for (const item of items) if (!result.rowOfKey.has(item.key)) result.deactivated.set(item.key, null);
  }
  return result;
}
