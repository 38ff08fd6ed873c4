/** A list of the vendor document as a CSV file: a header row, then one row per item. */
import type { VendorDocument } from "#contract";
import { writeCsvFile } from "./csv-file.js";
import type { CsvListSpec } from "./csv-lists.js";

export function exportCsv(spec: CsvListSpec, doc: VendorDocument): string {
  const ctx = { doc };
  // Items of the document are active: deactivated ones are not part of it.
  const rows = spec.items(doc).map((item) => [item.key, "yes", ...spec.columns.map((column) => column.format(item, ctx))]);
  return writeCsvFile(spec.header, rows);
}
