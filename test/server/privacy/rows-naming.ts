/**
 * Every row of every table that holds one of some strings in a text column: the tables and their
 * text columns listed from the database itself (sqlite_master and table_info, or
 * information_schema), so a table added later is searched too.
 */
import { type Kysely, sql } from "kysely";
import type { Database } from "../../../server/src/db/schema.js";
import type { Dialect } from "../../helpers/test-server.js";

export interface RowNaming {
  table: string;
  column: string;
  value: string;
}

async function textColumns(db: Kysely<Database>, dialect: Dialect): Promise<{ table: string; column: string }[]> {
  if (dialect === "postgres") {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(db);
    return rows.rows.map((row) => ({ table: row.table_name, column: row.column_name }));
  }
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const columns: { table: string; column: string }[] = [];
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(db);
    // SQLite keeps any value in any column: every column but the integer ones is searched.
    for (const column of info.rows) if (!/^(integer|real)$/i.test(column.type)) columns.push({ table: name, column: column.name });
  }
  return columns;
}

export async function rowsNaming(db: Kysely<Database>, dialect: Dialect, needles: string[]): Promise<RowNaming[]> {
  const found: RowNaming[] = [];
  for (const { table, column } of await textColumns(db, dialect)) {
    const rows = await sql<{ value: unknown }>`select ${sql.ref(column)} as value from ${sql.table(table)}`.execute(db);
    for (const { value } of rows.rows) {
      const text = typeof value === "string" ? value : value === null || value === undefined ? "" : JSON.stringify(value);
      if (needles.some((needle) => text.toLowerCase().includes(needle.toLowerCase()))) found.push({ table, column, value: text });
    }
  }
  return found;
}
