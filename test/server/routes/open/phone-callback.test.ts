/**
 * A phone callback needs the number to call (issue 22, item 2): the shared join rules refuse a
 * request by phone (meeting method 2) without a valid phone number with a stable code, whatever
 * the vendor's contact options say, for a place in line and for a booked phone appointment.
 */
import { beforeAll, expect, it } from "vitest";
import type { MeetingMethod } from "#contract";
import { bookingBody } from "../../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinBody } from "../../../helpers/join-body.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

const URL = "/api/v2/open/queue-appointments";

describeEachDialect("a phone callback needs a phone number", (server) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });
  const fieldsOf = (res: { json(): { errors?: { field: string; code: string }[] } }) =>
    Object.fromEntries((res.json().errors ?? []).map((e) => [e.field, e.code]));
  const count = async () =>
    Number(
      (
        await server()
          .store.db.selectFrom("queue_appointments")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const join = (meetingMethod: MeetingMethod, client: Parameters<typeof joinBody>[1], vendorSlug = "demo") =>
    server().call({
      method: "POST",
      url: URL,
      vendor: vendorSlug,
      payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits"), meeting_method: meetingMethod }, client, [
        { question_id: ids.question("member"), value: 1 },
      ]),
    });
  /** Sets the demo vendor's contact options for one test, and puts them back. */
  async function withContactOptions<T>(options: Record<string, string>, body: () => Promise<T>): Promise<T> {
    const { db } = server().store;
    const row = await db.selectFrom("vendors").select("settings").where("id", "=", ids.vendor).executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings) as { callback_contact_options: Record<string, string> };
    const changed = { ...settings, callback_contact_options: { ...settings.callback_contact_options, ...options } };
    await db
      .updateTable("vendors")
      .set({ settings: JSON.stringify(changed) })
      .where("id", "=", ids.vendor)
      .execute();
    try {
      return await body();
    } finally {
      await db.updateTable("vendors").set({ settings: row.settings }).where("id", "=", ids.vendor).execute();
    }
  }

  it("refuses a phone callback with only an email: 422 callback_phone_required on the phone, nothing stored", async () => {
    const before = await count();
    const res = await join(2, { cell_phone: "", email: "maria@example.org" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "client.cell_phone", code: "callback_phone_required", message: "Please provide the phone number we should call" },
    ]);
    expect(await count()).toBe(before);
  });

  it("wants a valid number, and takes one", async () => {
    expect(fieldsOf(await join(2, { cell_phone: "12345", email: "maria@example.org" }))).toEqual({ "client.cell_phone": "phone_invalid" });
    const ok = await join(2, { cell_phone: "(212) 555-0199", email: "" });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.attributes.meeting_method).toBe(2);
  });

  it("leaves the other ways alone: in person and by video an email is enough", async () => {
    expect((await join(1, { cell_phone: "", email: "maria@example.org" })).statusCode).toBe(201);
    expect((await join(3, { cell_phone: "", email: "maria@example.org" })).statusCode).toBe(201);
  });

  it("asks for the number to call even where the vendor hides phone numbers, and says so with a missing email too", async () => {
    await withContactOptions({ mobile_phone: "hidden", email: "required" }, async () => {
      // In person the hidden phone is still refused...
      expect(fieldsOf(await join(1, { cell_phone: "+12125550199", email: "maria@example.org" }))).toEqual({ "client.cell_phone": "field_hidden" });
      // ...but a phone callback needs it, and is told which fields are missing.
      expect(fieldsOf(await join(2, { cell_phone: "", email: "" }))).toEqual({
        "client.cell_phone": "callback_phone_required",
        "client.email": "email_required",
      });
      expect((await join(2, { cell_phone: "+12125550199", email: "maria@example.org" })).statusCode).toBe(201);
    });
  });

  it("applies to a booked phone appointment too", async () => {
    const body = bookingBody(
      { location_id: ids.location("downtown"), service_id: ids.service("deposits"), start: "2026-11-23T15:00:00Z", meeting_method: 2 },
      { cell_phone: "", email: "maria@example.org" },
    );
    const res = await server().call({ method: "POST", url: "/api/v3/open/appointments", payload: body });
    expect(res.statusCode).toBe(422);
    expect(fieldsOf(res)).toEqual({ "client.cell_phone": "callback_phone_required" });
  });
});
