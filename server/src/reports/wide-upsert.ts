/**
 * Upserts of the aggregates' wide rows (a hundred columns and more) that add to what is stored.
 * Building an object per row and compiling it through Kysely cost about 170 µs a row, most of a
 * roll-up's time; so the statement for a table and a number of rows is compiled once, by Kysely
 * (so each dialect gets its own placeholders and quoting), and then run with the rows' values as
 * one flat list in the same column order.
 */
import { CompiledQuery, type Kysely, sql } from "kysely";
import { dialectOf } from "../db/dialect-of.js";
import type { Database } from "../db/schema.js";

export interface WideTable {
  name: "report_days" | "report_histograms";
  /** Every column, in the order of each row's values. */
  columns: readonly string[];
  /** The primary key: a conflict on it adds instead. */
  key: readonly string[];
  /** The columns a conflict adds to the stored row. */
  added: readonly string[];
}

/** Bound values per statement: well under SQLite's (32,766) and PostgreSQL's (65,535) limits. */
const VALUES_PER_STATEMENT = 8_000;
const compiled = new Map<string, string>();

/** `x = table.x + excluded.x` for each column: both databases take it. */
function addExcluded(table: string, columns: readonly string[]) {
  // Qualified: PostgreSQL finds a bare column name ambiguous beside `excluded`.
  return Object.fromEntries(columns.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]));
}

function statementFor(db: Kysely<Database>, table: WideTable, rows: number): string {
  const id = `${dialectOf(db)}|${table.name}|${rows}`;
  let text = compiled.get(id);
  if (text === undefined) {
    const row = Object.fromEntries(table.columns.map((c) => [c, 0]));
    // biome-ignore lint/suspicious/noExplicitAny: a row of zeros built from the table's own column list
    text = (db as Kysely<any>)
      .insertInto(table.name)
      .values(Array.from({ length: rows }, () => row))
      .onConflict((oc) => oc.columns([...table.key]).doUpdateSet(addExcluded(table.name, table.added)))
      .compile().sql;
    compiled.set(id, text);
  }
  return text;
}

/** Adds `rows` (each its values in `table.columns` order) to the table, in the caller's transaction. */
export async function upsertWideRows(db: Kysely<Database>, table: WideTable, rows: readonly (readonly (string | number)[])[]): Promise<void> {
  const size = Math.max(1, Math.floor(VALUES_PER_STATEMENT / table.columns.length));
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    await db.executeQuery(CompiledQuery.raw(statementFor(db, table, chunk.length), chunk.flat()));
  }
}
