/**
 * A booked appointment live, over real websockets: its manage page's channel (with its code) and
 * its location's channel hear every change — staff actions, the client's own check-in, move and
 * cancel, a new booking — and the line is recomputed with each.
 */
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { bookedAppointmentChannel, locationChannel } from "#contract";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { TEST_NOW, describeEachDialect } from "../../helpers/test-server.js";
import { book, clientCheckIn, dayAt, patchBookingOk, plusMinutes } from "../../helpers/appointment-fixtures.js";
import { clearLines, issueToken } from "../routes/staff/staff-fixtures.js";
import { connectLive, wsBase, type LiveClient, type LiveFrame } from "./live-client.js";

describeEachDialect("live updates of booked appointments", (server) => {
  let ids: DemoIds;
  let url: string;
  let ana: string;
  const clients: LiveClient[] = [];
  const open = async () => {
    const client = await connectLive(`${url}/live?vendor=demo`);
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ana = await issueToken(server(), "ana");
    await clearLines(server());
    await server().app.listen({ port: 0, host: "127.0.0.1" });
    url = wsBase(server().app);
  });
  beforeEach(() => server().clock.set(TEST_NOW));
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  /** The next `ManageAppointmentUpdated` after the frames already seen, with the status asked for. */
  const update = (client: LiveClient, status: number) =>
    client.next((f) => f.event === "ManageAppointmentUpdated" && (f.data as { attributes: { status: number } }).attributes.status === status);
  const attributesOf = (frame: LiveFrame) => (frame.data as { attributes: Record<string, unknown> }).attributes;

  it("follows a booking only with its code", async () => {
    const booking = await book(server(), ids, dayAt(1));
    const client = await open();
    const channel = bookedAppointmentChannel(booking.id);
    expect(await client.subscribe(channel, "WRONG234")).toMatchObject({ event: "error", code: "forbidden", channel });
    expect(await client.subscribe(channel)).toMatchObject({ event: "error", code: "forbidden" });
    expect(await client.subscribe(channel, booking.code.toLowerCase())).toEqual({ event: "subscribed", channel });
  });

  it("shows each state of a video visit on the page as staff act: checked in, started with its link, completed", async () => {
    const booking = await book(server(), ids, dayAt(2), { method: 3 });
    const page = await open();
    await page.subscribe(bookedAppointmentChannel(booking.id), booking.code);
    const desk = await open();
    await desk.subscribe(locationChannel(ids.location("downtown")));

    server().clock.set(dayAt(2));
    await patchBookingOk(server(), ana, booking.id, { status: 5, meeting_link: "https://meet.example.org/v2" });
    const started = await update(page, 5);
    expect(started).toMatchObject({ channel: bookedAppointmentChannel(booking.id), data: { id: booking.id } });
    expect(attributesOf(started)).toEqual({
      status: 5,
      checked_in_at: null,
      started_at: dayAt(2),
      finished_at: null,
      start: dayAt(2),
      end: plusMinutes(dayAt(2), 8),
      staff_id: ids.staff("ana"),
      user: { full_name: "Ana Lopez" },
      meeting_link: "https://meet.example.org/v2",
      dial_in: null,
    });
    // The location's channel names the booking, nothing more, and the line is recomputed.
    expect((await desk.next((f) => f.event === "AppointmentsChanged")).data).toEqual({ ids: [booking.id] });
    await desk.next((f) => f.event === "WaitTimeRecalculated");

    server().clock.set(plusMinutes(dayAt(2), 9));
    await patchBookingOk(server(), ana, booking.id, { status: 2 });
    expect(attributesOf(await update(page, 2))).toMatchObject({ finished_at: plusMinutes(dayAt(2), 9) });
  });

  it("tells the page and the desk of the client's own check-in, move and cancel", async () => {
    const booking = await book(server(), ids, dayAt(3));
    const page = await open();
    await page.subscribe(bookedAppointmentChannel(booking.id), booking.code);
    const desk = await open();
    await desk.subscribe(locationChannel(ids.location("downtown")));

    const change = (attributes: Record<string, unknown>) =>
      server().call({
        method: "PATCH",
        url: `/api/v3/open/appointments/${booking.id}`,
        payload: { data: { type: "appointments", attributes: { confirm_code: booking.code, ...attributes } } },
      });
    expect((await change({ start: dayAt(3, "16:00") })).statusCode).toBe(200);
    expect(attributesOf(await page.next((f) => f.event === "ManageAppointmentUpdated"))).toMatchObject({ status: 1, start: dayAt(3, "16:00") });

    server().clock.set(plusMinutes(dayAt(3, "16:00"), -10));
    expect((await clientCheckIn(server(), booking.id, booking.code)).statusCode).toBe(200);
    await page.next((f) => f.event === "ManageAppointmentUpdated" && attributesOf(f).checked_in_at === plusMinutes(dayAt(3, "16:00"), -10));

    server().clock.set(TEST_NOW);
    expect((await change({ status: 4 })).statusCode).toBe(200);
    await update(page, 4);
    // Three changes, three notes to the desk, each naming the booking only.
    const changed = () => desk.frames.filter((f) => f.event === "AppointmentsChanged");
    await desk.next(() => changed().length >= 3);
    expect(changed().map((f) => f.data)).toEqual([{ ids: [booking.id] }, { ids: [booking.id] }, { ids: [booking.id] }]);
  });

  it("tells the desk of a new booking", async () => {
    const desk = await open();
    await desk.subscribe(locationChannel(ids.location("downtown")));
    const booking = await book(server(), ids, dayAt(4));
    expect((await desk.next((f) => f.event === "AppointmentsChanged")).data).toEqual({ ids: [booking.id] });
  });
});
