/**
 * One column of a CSV file: how an item of the vendor document reads in it, and how a cell is
 * written back into an item. A column touches only its own fields, so an import changes what
 * its file says and keeps everything else of an item (time off, other translations, order…).
 */
import type { VendorDocument } from "#contract";
import type { Cell } from "./csv-cells.js";

/** What a column may need besides the item: the vendor's document before the import. */
export interface CsvContext {
  doc: VendorDocument;
}

export interface CsvColumn<Item> {
  name: string;
  /** The item's fields (dotted, below the item) this column writes: the document's errors and warnings there are the column's. */
  fields: readonly string[];
  format(item: Item, ctx: CsvContext): string;
  /** The item with the cell written in, or why the cell cannot be read. */
  apply(item: Item, cell: string, ctx: CsvContext): Cell<Item>;
}

export const written = <Item>(item: Item): Cell<Item> => ({ ok: true, value: item });

/** A plain text field: the cell as it is (the document trims it). */
export function textColumn<Item, Field extends keyof Item & string>(name: string, field: Field): CsvColumn<Item> {
  return {
    name,
    fields: [field],
    format: (item) => String(item[field] ?? ""),
    apply: (item, cell) => written({ ...item, [field]: cell }),
  };
}
