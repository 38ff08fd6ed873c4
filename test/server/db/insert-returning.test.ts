/**
 * One-row inserts compiled once (server/src/db/insert-returning.ts): the rows come back as
 * Kysely's own insert gives them, on both databases and inside transactions; the SQL is compiled
 * once per table and column list; a row Kysely would compile otherwise (an `undefined` column)
 * goes through Kysely.
 */
import type { KyselyPlugin, RootOperationNode } from "kysely";
import { expect, it } from "vitest";
import { insertReturningAll } from "../../../server/src/db/insert-returning.js";
import { describeEachDialect } from "../../helpers/test-server.js";

describeEachDialect("insertReturningAll", (get) => {
  const row = (first: string, vendorId: number) => ({
    vendor_id: vendorId,
    external_id: "",
    first_name: first,
    last_name: "Row",
    email: `${first.toLowerCase()}@example.com`,
    cell_phone: "",
    cell_phone_formatted: "",
    lang: "en",
    receive_sms: 0,
    notes: "",
    created_at: "2026-11-27T08:00:00.000Z",
  });
  /** The store's handle with a plugin that counts compiles (a plugin sees every query compiled). */
  const counting = () => {
    const compiled: string[] = [];
    const plugin: KyselyPlugin = {
      transformQuery: ({ node }): RootOperationNode => {
        compiled.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    return { db: get().store.db.withPlugin(plugin), compiled };
  };
  const vendorId = async () => (await get().store.db.selectFrom("vendors").select("id").executeTakeFirstOrThrow()).id;

  it("answers the stored row, as Kysely's insert does, and compiles a table's insert once", async () => {
    const { db, compiled } = counting();
    const vendor = await vendorId();
    const first = await insertReturningAll(db, "clients", row("Ada", vendor));
    const second = await db.transaction().execute((tx) => insertReturningAll(tx, "clients", row("Bea", vendor)));
    const third = await insertReturningAll(db, "clients", row("Cy", vendor));
    expect(compiled.filter((kind) => kind === "InsertQueryNode").length).toBeLessThanOrEqual(1);
    const stored = await db.selectFrom("clients").selectAll().where("id", "in", [first.id, second.id, third.id]).orderBy("id").execute();
    expect(stored).toEqual([first, second, third]);
    expect([first.first_name, second.first_name, third.first_name]).toEqual(["Ada", "Bea", "Cy"]);
    expect(third).toMatchObject({ email: "cy@example.com", receive_sms: 0, created_at: "2026-11-27T08:00:00.000Z" });
  });

  it("leaves a row with an undefined column to Kysely, which drops the column", async () => {
    const { db, compiled } = counting();
    const inserted = await insertReturningAll(db, "clients", { ...row("Dee", await vendorId()), notes: undefined as unknown as string });
    expect(compiled).toContain("InsertQueryNode");
    expect(inserted).toMatchObject({ first_name: "Dee", notes: "" });
  });
});
