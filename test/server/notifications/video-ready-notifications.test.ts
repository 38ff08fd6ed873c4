import { beforeAll, beforeEach, expect, it } from "vitest";
import { bookDowntown } from "../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { TEST_NOW, describeEachDialect } from "../../helpers/test-server.js";
import { endBookings, dayAt, patchBookingOk } from "../../helpers/appointment-fixtures.js";
import { clearLines, issueToken } from "../routes/staff/staff-fixtures.js";
import { useNotificationSinks } from "./notification-sinks.js";

describeEachDialect("the video link notice", (server) => {
  let ids: DemoIds;
  let ana: string;
  const sinks = useNotificationSinks(server);
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ana = await issueToken(server(), "ana");
    await clearLines(server());
  });
  beforeEach(async () => {
    server().clock.set(TEST_NOW);
    await endBookings(server());
    await sinks.clear();
  });
  const videoReady = () =>
    server().store.db.selectFrom("outbox").select(["channel", "dedupe_key"]).where("template", "=", "appointment_video_ready").orderBy("id").execute();
  const bookVideo = (start: string, client: Record<string, unknown> = {}) =>
    bookDowntown(server(), ids, start, {
      attributes: { staff_id: ids.staff("ana"), meeting_method: 3 },
      client: { email: "vic@example.test", cell_phone: "+12125550123", receive_sms: true, lang: "fr", ...client },
    });

  it("mails and texts the link once when staff start a video booking with it, in the client's language", async () => {
    const booking = await bookVideo(dayAt(1));
    server().clock.set(dayAt(1));
    await patchBookingOk(server(), ana, booking.id, {
      status: 5,
      meeting_link: "https://meet.example.org/vic",
      dial_in: { e164: "+12125550100", pin: "4321" },
    });
    const key = `a${booking.id}:${dayAt(1)}`;
    expect(await videoReady()).toEqual([
      { channel: "email", dedupe_key: `appointment_video_ready:email:${key}` },
      { channel: "sms", dedupe_key: `appointment_video_ready:sms:${key}` },
    ]);
    // A changed link reaches the page live, not a second message.
    await patchBookingOk(server(), ana, booking.id, { meeting_link: "https://meet.example.org/vic-2" });
    expect(await videoReady()).toHaveLength(2);

    await sinks.worker().drain();
    const mail = sinks.smtp().received.find((m) => m.subject.includes("vidéo"));
    expect(mail?.subject).toBe("Votre rendez-vous vidéo commence : Agence du centre-ville");
    expect(mail?.text).toContain("https://meet.example.org/vic\n");
    expect(mail?.text).toContain("Ou par téléphone : +1 212 555 0100, code PIN 4321");
    expect(mail?.text).toContain(`/s/maple-main/book/manage?id=${booking.id}&code=${booking.code}&lang=fr`);
    const sms = sinks
      .sms()
      .received.map((r) => r.body as { to: string; text: string })
      .find((b) => b.text.includes("vidéo"));
    expect(sms).toMatchObject({ to: "+12125550123" });
    expect(sms?.text).toContain("Rejoindre : https://meet.example.org/vic ");
  });

  it("sends it when the link comes after the start, and not for a booking still to start", async () => {
    const waiting = await bookVideo(dayAt(2, "16:00"), { receive_sms: false });
    await patchBookingOk(server(), ana, waiting.id, { meeting_link: "https://meet.example.org/early" });
    expect(await videoReady()).toEqual([]);

    const booking = await bookVideo(dayAt(2), { receive_sms: false });
    server().clock.set(dayAt(2));
    await patchBookingOk(server(), ana, booking.id, { status: 5 });
    expect(await videoReady()).toEqual([]);
    await patchBookingOk(server(), ana, booking.id, { meeting_link: "https://meet.example.org/late" });
    expect(await videoReady()).toEqual([{ channel: "email", dedupe_key: `appointment_video_ready:email:a${booking.id}:${dayAt(2)}` }]);
    await sinks.worker().drain();
    expect(sinks.smtp().received.at(-1)?.text).toContain("https://meet.example.org/late");
    expect(sinks.smtp().received.at(-1)?.text).not.toContain("téléphone");
  });
});
