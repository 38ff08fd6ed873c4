/**
 * One row inserted with `RETURNING *`, its SQL compiled once per store, table and column list.
 *
 * Kysely builds and compiles a query's operation tree on every call; for the two inserts of
 * every join (the client, the appointment) that was most of the query builder's share of a
 * join's time. The text of such an insert depends only on the dialect, the table and the
 * columns, so it is kept, and each call sends it with its own values. The first compile is
 * checked to bind exactly the row's values in the row's key order; a row that compiles any
 * other way (a value that is an SQL expression, an `undefined`) goes through Kysely as usual.
 */
import { CompiledQuery, type Insertable, type Kysely, type Selectable } from "kysely";
import type { Database } from "./schema.js";

/**
 * By store (its dialect's adapter, shared by the store's transactions), then table and columns:
 * a few entries per call site.
 */
const compiledByStore = new WeakMap<object, Map<string, string | null>>();

const isPlainValue = (value: unknown) => value === null || ["string", "number", "bigint"].includes(typeof value);

export async function insertReturningAll<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  row: Insertable<Database[T]>,
): Promise<Selectable<Database[T]>> {
  const values = Object.values(row);
  const adapter = db.getExecutor().adapter;
  let compiled = compiledByStore.get(adapter);
  if (!compiled) compiledByStore.set(adapter, (compiled = new Map()));
  const key = `${table} ${Object.keys(row).join(",")}`;
  // Typed loosely here: the row's type is checked by this function's signature.
  const kyselyInsert = () =>
    (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto(table)
      .values(row as Record<string, unknown>)
      .returningAll();
  let text = values.every(isPlainValue) ? compiled.get(key) : null;
  if (text === undefined) {
    const query = kyselyInsert().compile();
    const bindsTheRow = query.parameters.length === values.length && query.parameters.every((p, i) => p === values[i]);
    text = bindsTheRow ? query.sql : null;
    compiled.set(key, text);
  }
  if (text === null) return (await kyselyInsert().executeTakeFirstOrThrow()) as Selectable<Database[T]>;
  const result = await db.executeQuery<Selectable<Database[T]>>(CompiledQuery.raw(text, values));
  const inserted = result.rows[0];
  if (!inserted) throw new Error(`insert into ${table} returned no row`);
  return inserted;
}
