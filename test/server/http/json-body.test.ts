/**
 * A lone UTF-16 surrogate in a JSON body is refused at the door (400 `invalid_json`, naming
 * where), on both stores alike, and nothing is written; a well-formed astral character (an
 * emoji, a rare CJK ideograph) is stored and read back the same on both.
 */
import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { loneSurrogatePath } from "../../../server/src/http/json-body.js";

it("finds a lone surrogate in a value or a key, and passes a well-formed pair", () => {
  expect(loneSurrogatePath({ a: ["ok", { b: "x\ud800y" }] })).toBe("a.1.b");
  expect(loneSurrogatePath({ "k\udfff": 1 })).toBe("k\udfff");
  expect(loneSurrogatePath("\udc00")).toBe("(the body)");
  expect(loneSurrogatePath({ a: "😀 𠀀", b: [1, null, true] })).toBeUndefined();
});

describeEachDialect("JSON bodies and lone surrogates", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });
  const count = async () => Number((await sql<{ n: number }>`select count(*) as n from queue_appointments`.execute(server().store.db)).rows[0]?.n);

  it("refuses a join whose notes hold a lone surrogate, and writes nothing", async () => {
    const before = await count();
    const body = joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits"), notes: "left \ud83d alone" });
    const res = await server().call({ method: "POST", url: "/api/v2/open/queue-appointments", payload: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: "invalid_json", message: expect.stringContaining("data.attributes.notes") });
    expect(await count()).toBe(before);
  });

  it("refuses one in an admin merge patch too", async () => {
    const res = await server().call({
      method: "PATCH",
      url: "/api/v2/admin/vendors/demo/document",
      headers: { authorization: "Bearer test-admin-token-0123456789", "content-type": "application/merge-patch+json", "if-match": '"x"' },
      payload: JSON.stringify({ name: "Maple \udc00" }),
      vendor: null,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: "invalid_json" });
  });

  it("stores a well-formed astral character as sent", async () => {
    const notes = "Bring 😀 and 𠀀";
    const { id } = await joinDowntown(server(), ids, "deposits", {}, { notes });
    const row = await server().store.db.selectFrom("queue_appointments").select("notes").where("id", "=", id).executeTakeFirst();
    expect(row?.notes).toBe(notes);
  });
});
