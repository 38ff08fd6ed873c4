/**
 * "An option to check in without updates exists" beside required text updates (spec section 5):
 * at City Permits (phone and text updates required) a client without a mobile phone joins by
 * choosing it; without the choice the phone is still required, with its stable code.
 */
import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinBody } from "../../../helpers/join-body.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

const URL = "/api/v2/open/queue-appointments";

describeEachDialect("checking in without updates", (server) => {
  let city: DemoIds;
  beforeAll(async () => {
    city = await demoIds(server().store.db, "city-permits");
  });
  const count = async () =>
    Number(
      (
        await server()
          .store.db.selectFrom("queue_appointments")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const join = (client: Parameters<typeof joinBody>[1]) =>
    server().call({
      method: "POST",
      url: URL,
      vendor: "city-permits",
      payload: joinBody({ location_id: city.location("city-hall"), service_id: city.service("permit") }, { email: "", ...client }),
    });

  it("lets a client without a mobile phone join where the phone and text updates are required", async () => {
    const res = await join({ cell_phone: "", without_updates: true });
    expect(res.statusCode, res.body).toBe(201);
    const client = res.json().included.find((r: { type: string }) => r.type === "clients");
    const stored = await server().store.db.selectFrom("clients").select(["cell_phone", "receive_sms"]).where("id", "=", client.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ cell_phone: "", receive_sms: 0 });
  });

  it("without the choice still wants the number: 422 phone_required, nothing stored", async () => {
    const before = await count();
    const res = await join({ cell_phone: "", without_updates: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: "client.cell_phone", code: "phone_required", message: "Please provide a phone number" }]);
    expect(await count()).toBe(before);
  });

  it("sends no text messages to a number given with the choice", async () => {
    const res = await join({ cell_phone: "+15125550142", without_updates: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().included.find((r: { type: string }) => r.type === "clients").attributes.receive_sms).toBe(false);
  });

  it("is not offered for a phone call, which needs the number whatever the client wants to hear", async () => {
    const demo = await demoIds(server().store.db);
    const { db } = server().store;
    const row = await db.selectFrom("vendors").select("settings").where("id", "=", demo.vendor).executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings) as { callback_contact_options: Record<string, string> };
    const changed = { ...settings, callback_contact_options: { ...settings.callback_contact_options, sms_notifications: "required" } };
    await db
      .updateTable("vendors")
      .set({ settings: JSON.stringify(changed) })
      .where("id", "=", demo.vendor)
      .execute();
    try {
      const res = await server().call({
        method: "POST",
        url: URL,
        payload: joinBody(
          { location_id: demo.location("downtown"), service_id: demo.service("deposits"), meeting_method: 2 },
          { cell_phone: "", email: "maria@example.org", without_updates: true },
          [{ question_id: demo.question("member"), value: 1 }],
        ),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([["client.cell_phone", "callback_phone_required"]]);
    } finally {
      await db.updateTable("vendors").set({ settings: row.settings }).where("id", "=", demo.vendor).execute();
    }
  });
});
