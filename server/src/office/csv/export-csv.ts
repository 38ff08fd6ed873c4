/** A list of the vendor document as a CSV file: a header row, then one row per item. */
import type { VendorDocument } from "#contract";
import type { Slice } from "../../time/time-slices.js";
import { writeCsvFile } from "./csv-file.js";
import type { CsvListSpec } from "./csv-lists.js";

/** `slice()` after each item: a list of thousands gives other requests their turns. */
export async function exportCsv(spec: CsvListSpec, doc: VendorDocument, slice: Slice): Promise<string> {
  const ctx = { doc };
  const rows: string[][] = [];
  for (const item of spec.items(doc)) {
    // Items of the document are active: deactivated ones are not part of it.
    rows.push([item.key, "yes", ...spec.columns.map((column) => column.format(item, ctx))]);
    await slice();
  }
  return writeCsvFile(spec.header, rows, slice);
}
