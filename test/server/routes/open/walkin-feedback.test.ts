import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinDowntown, setStatus } from "../../../helpers/join-demo.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

const URL = "/api/v3/open/walkin-feedback";

describeEachDialect("POST /api/v3/open/walkin-feedback", (server) => {
  let ids: DemoIds;
  const feedbackRows = async () => server().store.db.selectFrom("feedback").selectAll().execute();
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });

  it("stores anonymous feedback with a half-star rating, once", async () => {
    const joined = await joinDowntown(server(), ids);
    await setStatus(server(), joined.id, 2);
    const before = (await feedbackRows()).length;
    const res = await server().call({
      method: "POST",
      url: URL,
      payload: { queue_appointment: String(joined.id), code: joined.code, experience: "Quick and friendly", rating: 4.5 },
    });
    expect(res.statusCode).toBe(201);
    const rows = await feedbackRows();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(row).toMatchObject({ half_stars: 9, experience: "Quick and friendly", location_id: ids.location("downtown") });
    // Anonymous: nothing in the row points back at the client or the appointment.
    expect(Object.keys(row ?? {})).not.toContain("queue_appointment_id");
    const read = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${joined.id}?code=${joined.code}` });
    expect(read.json().data.attributes.feedback_given).toBe(true);
    const again = await server().call({ method: "POST", url: URL, payload: { queue_appointment: joined.id, code: joined.code, rating: 5 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("feedback_already_given");
    expect(await feedbackRows()).toHaveLength(before + 1);
  });

  it("refuses ratings that are not half steps from 0.5 to 5", async () => {
    const joined = await joinDowntown(server(), ids);
    await setStatus(server(), joined.id, 2);
    for (const rating of [0, 0.3, 5.5, -1]) {
      const res = await server().call({ method: "POST", url: URL, payload: { queue_appointment: joined.id, code: joined.code, rating } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: "rating", code: "rating_invalid" });
    }
    const missing = await server().call({ method: "POST", url: URL, payload: { queue_appointment: joined.id, code: joined.code } });
    expect(missing.statusCode).toBe(422);
  });

  it("takes feedback only for completed visits and the right code", async () => {
    const joined = await joinDowntown(server(), ids);
    const waiting = await server().call({ method: "POST", url: URL, payload: { queue_appointment: joined.id, code: joined.code, rating: 3 } });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe("feedback_not_allowed");
    await setStatus(server(), joined.id, 2);
    const wrong = await server().call({ method: "POST", url: URL, payload: { queue_appointment: joined.id, code: "NOPE1234", rating: 3 } });
    expect(wrong.statusCode).toBe(404);
  });

  it("is refused when the vendor does not collect feedback", async () => {
    const joined = await joinDowntown(server(), ids);
    await setStatus(server(), joined.id, 2);
    await server()
      .store.db.updateTable("vendors")
      .set({ settings: (eb) => eb.ref("settings") })
      .where("slug", "=", "demo")
      .execute();
    const vendor = await server().store.db.selectFrom("vendors").select("settings").where("slug", "=", "demo").executeTakeFirstOrThrow();
    const settings = JSON.parse(vendor.settings);
    await server()
      .store.db.updateTable("vendors")
      .set({ settings: JSON.stringify({ ...settings, show_queue_appointment_feedback: false }) })
      .where("slug", "=", "demo")
      .execute();
    try {
      const res = await server().call({ method: "POST", url: URL, payload: { queue_appointment: joined.id, code: joined.code, rating: 3 } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("feedback_disabled");
    } finally {
      await server().store.db.updateTable("vendors").set({ settings: vendor.settings }).where("slug", "=", "demo").execute();
    }
  });
});
