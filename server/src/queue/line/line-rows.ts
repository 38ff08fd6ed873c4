/**
 * `location_lines`: one row per line with the number of its last change and its anchor. A change
 * to a line takes the next number (`bumpLine`), after it committed and before it is read back,
 * so an instance that applies changes in number order, each read after its number was taken,
 * ends where the database is. The first read of a line creates its row, anchored at that moment.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

export interface LineRow {
  version: number;
  /** ms */
  anchor: number;
}

/**
 * Takes the next change number of a line; with `anchor`, that change moves the line's anchor.
 * A line without a row gets one (anchored at `now`, or `anchor`).
 */
export async function bumpLine(db: Kysely<Database>, locationId: number, now: Date, anchor?: number): Promise<LineRow> {
  const anchoredAt = new Date(anchor ?? now.getTime()).toISOString();
  // Written as SQL (portable: both dialects update and insert with RETURNING): every change of
  // every line runs it, and building it with the query builder cost more than running it. An
  // update first: a line has its row from its first change on, and a plain update costs about
  // half an upsert, which tries an insert before it updates.
  const moves = anchor === undefined ? sql`` : sql`, anchored_at = ${anchoredAt}`;
  const updated = await sql<LineRowText>`
    update location_lines set version = version + 1${moves} where location_id = ${locationId}
    returning version, anchored_at`.execute(db);
  const row =
    updated.rows[0] ??
    // The line's first change (or another transaction created the row meanwhile: then it updates).
    (
      await sql<LineRowText>`
        insert into location_lines (location_id, version, anchored_at) values (${locationId}, 1, ${anchoredAt})
        on conflict (location_id) do update set version = location_lines.version + 1${anchor === undefined ? sql`` : sql`, anchored_at = excluded.anchored_at`}
        returning version, anchored_at`.execute(db)
    ).rows[0];
  if (!row) throw new Error(`line ${locationId}: the upsert returned no row`);
  return { version: Number(row.version), anchor: Date.parse(row.anchored_at) };
}

type LineRowText = { version: number | string; anchored_at: string };

/** The rows of these lines, creating the missing ones anchored at `now`. */
export async function readLines(db: Kysely<Database>, locationIds: readonly number[], now: Date): Promise<Map<number, LineRow>> {
  const result = new Map<number, LineRow>();
  if (!locationIds.length) return result;
  const read = async () => {
    for (const row of await db
      .selectFrom("location_lines")
      .selectAll()
      .where("location_id", "in", [...locationIds])
      .execute()) {
      result.set(row.location_id, { version: Number(row.version), anchor: Date.parse(row.anchored_at) });
    }
  };
  await read();
  const missing = locationIds.filter((id) => !result.has(id));
  if (missing.length) {
    // Only for locations that exist: an id from a request may name none.
    await db
      .insertInto("location_lines")
      .columns(["location_id", "version", "anchored_at"])
      .expression((eb) =>
        eb
          .selectFrom("locations")
          .select((s) => ["id", s.lit(0).as("version"), s.val(now.toISOString()).as("anchored_at")])
          .where("id", "in", missing),
      )
      .onConflict((oc) => oc.column("location_id").doNothing())
      .execute();
    // Another instance may have created one first: its anchor is the line's.
    await read();
  }
  return result;
}
