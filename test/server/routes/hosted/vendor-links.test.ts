/**
 * Every link the product sends or answers opens the right vendor's page, with another vendor as
 * DEFAULT_VENDOR (so a lost vendor would show): the manage links in real emails and texts (the
 * demo's own `/s/maple-main` form, a path-less vendor's `?vendor=`), the manage pages finding
 * their vendor from the appointment, the kiosk reset target under a vendor path, and the HTML
 * 404 a browser gets for a page that does not exist.
 */
import { beforeAll, beforeEach, expect, it } from "vitest";
import { bookDowntown } from "../../../helpers/booking.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinBody } from "../../../helpers/join-body.js";
import { joinDowntown } from "../../../helpers/join-demo.js";
import { describeEachDialect } from "../../../helpers/test-server.js";
import { useNotificationSinks } from "../../notifications/notification-sinks.js";
import { tagAttributes } from "./page-html.js";

const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describeEachDialect(
  "links of a vendor that is not the default",
  (server) => {
    let ids: DemoIds;
    let permits: DemoIds;
    const sinks = useNotificationSinks(server);
    const open = (url: string, headers: Record<string, string> = HTML) => server().app.inject({ method: "GET", url, headers });
    /** The path and query of a link in a message (the server under test answers it). */
    const pathOf = (link: string) => {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    };
    const linkIn = (text: string) => /https?:\/\/\S+manage\?\S+/.exec(text)?.[0] ?? "";

    beforeAll(async () => {
      ids = await demoIds(server().store.db);
      permits = await demoIds(server().store.db, "city-permits");
    });
    beforeEach(async () => {
      await sinks.clear();
    });

    it("mails and texts a manage link under the vendor's own path, which opens that vendor's page", async () => {
      const joined = await joinDowntown(server(), ids, "deposits", { email: "maria@example.test", receive_sms: true, lang: "fr" });
      await sinks.worker().drain();
      const expected = `${server().config.publicUrl}/s/maple-main/callback-service/manage?id=${joined.id}&code=${joined.code}&lang=fr`;
      const mails = sinks.smtp().received.map((m) => m.text ?? "");
      const texts = sinks.sms().received.map((m) => JSON.stringify(m.body));
      expect(mails.length).toBeGreaterThan(0);
      expect(texts.length).toBeGreaterThan(0);
      for (const mail of mails) expect(linkIn(mail)).toBe(expected);
      for (const text of texts) expect(text).toContain(expected);
      const page = await open(pathOf(expected));
      expect(page.statusCode).toBe(200);
      expect(tagAttributes(page.body, "queue-booking").vendor).toBe("demo");
      expect(page.body).toContain('<html lang="fr">');
    });

    it("texts a vendor without a path a link that names it, which opens its page", async () => {
      // The default here is this same vendor: the link names it anyway, so it survives a new default.
      const res = await server().call({
        method: "POST",
        vendor: "city-permits",
        url: "/api/v2/open/queue-appointments",
        payload: joinBody(
          { location_id: permits.location("city-hall"), service_id: permits.service("permit") },
          { email: "", cell_phone: "+15125550123", receive_sms: true },
        ),
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id, attributes } = res.json().data as { id: number; attributes: { confirm_code: string } };
      await sinks.worker().drain();
      const link = `${server().config.publicUrl}/callback-service/manage?vendor=city-permits&id=${id}&code=${attributes.confirm_code}&lang=en`;
      expect(sinks.sms().received.length).toBeGreaterThan(0);
      for (const text of sinks.sms().received) expect(JSON.stringify(text.body)).toContain(link);
      expect(tagAttributes((await open(pathOf(link))).body, "queue-booking").vendor).toBe("city-permits");
    });

    it("sends a manage link that lost its vendor to the appointment's vendor's own URL", async () => {
      const joined = await joinDowntown(server(), ids);
      const bare = await open(`/callback-service/manage?id=${joined.id}&code=${joined.code.toLowerCase()}&lang=es`);
      expect(bare.statusCode).toBe(302);
      expect(bare.headers.location).toBe(`/s/maple-main/callback-service/manage?id=${joined.id}&code=${joined.code.toLowerCase()}&lang=es`);
      expect(bare.headers["cache-control"]).toBe("no-store");
      // Naming the wrong vendor does not open the appointment under it either.
      const wrong = await open(`/callback-service/confirmation?vendor=city-permits&id=${joined.id}&code=${joined.code}`);
      expect(wrong.headers.location).toBe(`/s/maple-main/callback-service/confirmation?id=${joined.id}&code=${joined.code}`);
      // Its own URL opens without a detour.
      const own = await open(`/s/maple-main/callback-service/manage?id=${joined.id}&code=${joined.code}`);
      expect(own.statusCode).toBe(200);
      expect(tagAttributes(own.body, "queue-booking").vendor).toBe("demo");
    });

    it("does the same for a booked appointment's page", async () => {
      const booked = await bookDowntown(server(), ids, "2026-11-23T15:00:00.000Z");
      const res = await open(`/book/manage?id=${booked.id}&code=${booked.code}&lang=en`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/s/maple-main/book/manage?id=${booked.id}&code=${booked.code}&lang=en`);
      // A queue id with a booking's code is another appointment: no redirect, the default's page.
      const mixed = await open(`/callback-service/manage?id=${booked.id}&code=${booked.code}`);
      expect(mixed.statusCode).toBe(200);
      expect(tagAttributes(mixed.body, "queue-booking").vendor).toBe("city-permits");
    });

    it("never reveals whose appointment a wrong code would open", async () => {
      const joined = await joinDowntown(server(), ids);
      for (const code of ["WRONG234", "", "x".repeat(65)]) {
        const res = await open(`/callback-service/manage?id=${joined.id}&code=${code}`);
        expect(res.statusCode, code).toBe(200);
        expect(tagAttributes(res.body, "queue-booking").vendor).toBe("city-permits");
      }
      for (const id of ["0", "99999999999", "abc", "2147483648"]) {
        expect((await open(`/callback-service/manage?id=${id}&code=${joined.code}`)).statusCode, id).toBe(200);
      }
    });

    it("resets a kiosk under the vendor's path to that vendor's form", async () => {
      const downtown = ids.location("downtown");
      const res = await open(`/s/maple-main/how?location=${downtown}&mode=kiosk&lang=en&use_new_kiosk=1`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/s/maple-main/callback-service/${downtown}?mode=kiosk&lang=en&use_new_kiosk=1`);
      const form = await open(res.headers.location as string);
      expect(tagAttributes(form.body, "queue-booking")).toMatchObject({ vendor: "demo", mode: "kiosk" });
    });

    it("reads the mode whatever its case", async () => {
      for (const [mode, expected] of [
        ["KIOSK", "kiosk"],
        ["Embed", "embed"],
        ["TV", "tv"],
        ["INVITATION", "invitation"],
      ]) {
        const res = await open(`/s/maple-main/callback-service/${ids.location("downtown")}?mode=${mode}`);
        expect(tagAttributes(res.body, "queue-booking").mode, mode).toBe(expected);
      }
    });

    it("answers a browser's unknown page with a page in its language and a way back to the vendor's locations", async () => {
      const cases: [string, string, string][] = [
        [`/callback-service/${ids.location("downtown")}/nonsense?vendor=demo&lang=fr`, "fr", "/s/maple-main/callback-service?lang=fr"],
        ["/s/maple-main/foo", "en", "/s/maple-main/callback-service"],
        ["/book/nonsense?vendor=demo", "en", "/s/maple-main/callback-service"],
        ["/foo", "en", "/callback-service?vendor=city-permits"],
        ["/callback-service/abc?vendor=demo&lang=es", "es", "/s/maple-main/callback-service?lang=es"],
      ];
      for (const [url, lang, back] of cases) {
        const res = await open(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
        expect(res.headers["content-security-policy"], url).toMatch(/^default-src 'self'; script-src 'self' 'nonce-/);
        expect(res.body, url).toContain(`<html lang="${lang}">`);
        expect(tagAttributes(res.body, "a").href, url).toBe(back);
      }
      const french = await open(`/callback-service/1/nonsense?vendor=demo&lang=fr`);
      expect(french.body).toContain("<h1>Oups, un problème est survenu</h1>");
      expect(french.body).toContain("La page que vous recherchez est introuvable");
      expect(french.body).toContain(">Nouvelle réservation</a>");
      // A browser's language when the URL names none.
      const korean = await open("/s/maple-main/foo", { ...HTML, "accept-language": "ko-KR,ko;q=0.9" });
      expect(korean.body).toContain('<html lang="ko">');
      // No vendor to go back to: no link.
      const ghost = await open("/s/nobody/callback-service");
      expect(ghost.statusCode).toBe(404);
      expect(ghost.body).not.toContain("<a ");
    });

    it("keeps answering API clients with JSON", async () => {
      for (const url of ["/callback-service/1/nonsense", "/api/v2/open/nope", "/foo"]) {
        const res = await open(url, { accept: "application/json" });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ code: "not_found" });
      }
      // A browser asking the API still gets the API's answer.
      expect((await open("/api/v2/open/nope")).json()).toMatchObject({ code: "not_found" });
      expect((await open("/widget/chunks/nope.js")).headers["content-type"]).toMatch(/json/);
    });
  },
  { env: { DEFAULT_VENDOR: "city-permits" } },
);
