/**
 * Turning a queue spot into an appointment: the spot is cancelled in the booking's transaction
 * and its manage page hears it at once over `/live`, exactly as after any other cancel; a
 * conversion that is abandoned or refused leaves the spot waiting.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookingBody } from "../../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinDowntown } from "../../../helpers/join-demo.js";
import { describeEachDialect } from "../../../helpers/test-server.js";
import { connectLive, wsBase, type LiveClient } from "../../live/live-client.js";

describeEachDialect("converting a queue spot into an appointment", (server) => {
  let ids: DemoIds;
  const sockets: LiveClient[] = [];
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    await server().app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await server().app.close();
  });

  const spotStatus = async (id: number) =>
    (await server().store.db.selectFrom("queue_appointments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  const convert = (spot: { id: number; code: string }, start: string, extra = {}) =>
    server().call({
      method: "POST",
      url: "/api/v3/open/appointments",
      payload: bookingBody({
        location_id: ids.location("downtown"),
        service_id: ids.service("deposits"),
        start,
        walkin: { id: spot.id, confirm_code: spot.code },
        ...extra,
      }),
    });

  it("cancels the spot with the booking and tells its manage page and its line live", async () => {
    const ahead = await joinDowntown(server(), ids);
    const spot = await joinDowntown(server(), ids, "deposits", { lang: "fr" });
    const behind = await joinDowntown(server(), ids);
    const live = await connectLive(`${wsBase(server().app)}/live?vendor=demo`);
    sockets.push(live);
    await live.subscribe(`queue-appointment.${spot.id}`, spot.code);
    await live.subscribe(`location.${spot.locationId}`);

    // The manage page's button asks for the conversion URL; the flow then books with it.
    const conversion = await server().call({ method: "GET", url: `/api/v3/open/walkin-conversion?id=${spot.id}&confirm_code=${spot.code}` });
    expect(new URL(conversion.json().url).pathname).toBe("/s/maple-main/book/select-timeslot");
    expect(await spotStatus(spot.id)).toBe(1);

    const res = await convert(spot, "2026-11-23T15:30:00Z");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attributes.walkin_id).toBe(spot.id);
    expect(await spotStatus(spot.id)).toBe(4);

    const updated = await live.next((f) => f.event === "ManageQueueAppointmentUpdated" && f.channel === `queue-appointment.${spot.id}`);
    expect(updated.data).toMatchObject({ id: spot.id, attributes: { status: 4, expected_start: null, position: null } });
    // The line hears only what moved: the client behind the spot moves up, the one ahead does not.
    const listed = (f: { data?: unknown }) => ((f.data ?? []) as { id: number }[]).map((w) => w.id);
    const waits = await live.next((f) => f.event === "WaitTimeRecalculated" && f.channel === `location.${spot.locationId}` && listed(f).includes(behind.id));
    expect(listed(waits)).not.toContain(ahead.id);

    const read = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${spot.id}?code=${spot.code}` });
    expect(read.json().data.attributes.status).toBe(4);
    // The spot is gone: converting it again is refused.
    const again = await convert(spot, "2026-11-23T16:30:00Z");
    expect([again.statusCode, again.json().code]).toEqual([409, "appointment_not_waiting"]);
  });

  it("leaves the spot waiting when the booking is refused or never made", async () => {
    const spot = await joinDowntown(server(), ids);
    // Abandoned: the flow was opened, times were looked at, nothing was booked.
    await server().call({ method: "GET", url: `/api/v3/open/walkin-conversion?id=${spot.id}&confirm_code=${spot.code}` });
    await server().call({ method: "GET", url: `/api/v3/open/booking/timeslots?location_id=${spot.locationId}&service_id=${ids.service("deposits")}` });
    expect(await spotStatus(spot.id)).toBe(1);
    // Refused: a time never offered, a wrong code for the spot, a slot already taken.
    expect((await convert(spot, "2026-11-23T15:31:00Z")).statusCode).toBe(422);
    const wrongCode = await convert({ id: spot.id, code: "WRONG234" }, "2026-11-23T17:00:00Z");
    expect([wrongCode.statusCode, wrongCode.json().code]).toEqual([404, "appointment_not_found"]);
    await server().call({
      method: "POST",
      url: "/api/v3/open/appointments",
      payload: bookingBody({
        location_id: ids.location("downtown"),
        service_id: ids.service("deposits"),
        start: "2026-11-23T17:15:00Z",
        staff_id: ids.staff("ana"),
      }),
    });
    const taken = await convert(spot, "2026-11-23T17:15:00Z", { staff_id: ids.staff("ana") });
    expect([taken.statusCode, taken.json().code]).toEqual([409, "slot_taken"]);
    expect(await spotStatus(spot.id)).toBe(1);
    const converted = await server().store.db.selectFrom("appointments").select("id").where("walkin_id", "=", spot.id).execute();
    expect(converted).toEqual([]);
  });

  it("converts only a waiting spot", async () => {
    const spot = await joinDowntown(server(), ids);
    await server().store.db.updateTable("queue_appointments").set({ status: 5 }).where("id", "=", spot.id).execute();
    server().app.ctx.lines.forget();
    const res = await convert(spot, "2026-11-23T18:00:00Z");
    expect([res.statusCode, res.json().code]).toEqual([409, "appointment_not_waiting"]);
    expect(await spotStatus(spot.id)).toBe(5);
  });
});
