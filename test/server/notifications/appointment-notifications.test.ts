import { beforeAll, beforeEach, expect, it } from "vitest";
import { bookDowntown, bookingBody } from "../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { useNotificationSinks } from "./notification-sinks.js";

describeEachDialect("appointment notifications", (server) => {
  let ids: DemoIds;
  const sinks = useNotificationSinks(server);
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
  });
  beforeEach(async () => {
    await sinks.clear();
  });
  const worker = () => sinks.worker();
  const outbox = () => server().store.db.selectFrom("outbox").selectAll().orderBy("id").execute();
  const change = (id: number, attributes: Record<string, unknown>) =>
    server().call({ method: "PATCH", url: `/api/v3/open/appointments/${id}`, payload: { data: { type: "appointments", attributes } } });

  it("mails and texts 'booked' in the client's language, with the time in the location's zone and the manage link", async () => {
    const booked = await bookDowntown(server(), ids, "2026-11-23T15:00:00.000Z", {
      client: { email: "maria@example.test", lang: "es", receive_sms: true, cell_phone: "+12125550123" },
    });
    expect((await outbox()).map((r) => [r.template, r.channel, r.appointment_id, r.queue_appointment_id, r.dedupe_key])).toEqual([
      ["appointment_booked", "email", booked.id, null, `appointment_booked:email:a${booked.id}`],
      ["appointment_booked", "sms", booked.id, null, `appointment_booked:sms:a${booked.id}`],
    ]);
    expect(await worker().drain()).toBe(2);
    const mail = sinks.smtp().received[0];
    expect(mail?.to).toEqual(["maria@example.test"]);
    expect(mail?.subject).toBe("Su cita en Sucursal del centro está reservada");
    expect(mail?.text).toContain("Hola, Maria:");
    // 10:00 in New York, written the Spanish way.
    expect(mail?.text).toMatch(/Depósitos y retiros en Sucursal del centro está reservada para el lunes, 23 de noviembre de 2026, 10:00\s?[A-Z]/u);
    expect(mail?.text).toContain(`${server().config.publicUrl}/s/maple-main/book/manage?id=${booked.id}&code=${booked.code}&lang=es`);
    expect(sinks.sms().received[0]?.body).toMatchObject({ to: "+12125550123" });
  });

  it("sends one 'rescheduled' per move and one 'cancelled', and nothing for a refused booking", async () => {
    const booked = await bookDowntown(server(), ids, "2026-11-24T15:00:00.000Z", { client: { email: "ben@example.test" } });
    await change(booked.id, { start: "2026-11-24T16:00:00.000Z", confirm_code: booked.code });
    await change(booked.id, { start: "2026-11-24T17:00:00.000Z", confirm_code: booked.code });
    // The same start again is no move.
    await change(booked.id, { start: "2026-11-24T17:00:00.000Z", confirm_code: booked.code });
    await change(booked.id, { status: 4, confirm_code: booked.code });
    await change(booked.id, { status: 4, confirm_code: booked.code });
    const refused = await server().call({
      method: "POST",
      url: "/api/v3/open/appointments",
      payload: bookingBody(
        { location_id: ids.location("downtown"), service_id: ids.service("deposits"), start: "2026-11-24T15:07:00Z" },
        { email: "x@example.test" },
      ),
    });
    expect(refused.statusCode).toBe(422);
    expect((await outbox()).map((r) => r.dedupe_key)).toEqual([
      `appointment_booked:email:a${booked.id}`,
      `appointment_rescheduled:email:a${booked.id}:1`,
      `appointment_rescheduled:email:a${booked.id}:2`,
      `appointment_cancelled:email:a${booked.id}`,
    ]);
    await worker().drain();
    expect(sinks.smtp().received.map((m) => m.subject)).toEqual([
      "Your appointment at Downtown Branch is booked",
      "Your appointment at Downtown Branch has moved",
      "Your appointment at Downtown Branch has moved",
      "Your appointment at Downtown Branch is cancelled",
    ]);
    expect(sinks.smtp().received[2]?.text).toMatch(/is now on Tuesday, November 24, 2026 at 12:00\s?PM EST/u);
    expect(sinks.smtp().received[3]?.text).toMatch(/on Tuesday, November 24, 2026 at 12:00\s?PM EST has been cancelled/u);
  });
});
