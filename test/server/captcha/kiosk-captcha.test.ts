/**
 * The kiosk captcha on joins: a vendor with the `kiosk_captcha` feature and both reCAPTCHA keys
 * has kiosk joins (kiosk and its QR code) verified against siteverify — here a local stand-in —
 * and only those; the public settings carry the site key and script, never the secret; the
 * hosted pages of such a vendor let the captcha's scripts and frames in.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { BookedThrough } from "#contract";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";
import { setKioskCaptcha, TEST_CAPTCHA, type KioskCaptchaSettings } from "../../helpers/kiosk-captcha-vendor.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { startSiteVerifySink } from "../../helpers/siteverify-sink.js";

const sink = await startSiteVerifySink();
const SCRIPT_URL = "https://captcha.example/recaptcha/api.js";
const env = {
  RECAPTCHA_VERIFY_URL: sink.url,
  RECAPTCHA_SCRIPT_URL: SCRIPT_URL,
  RECAPTCHA_CSP_SOURCES: "https://captcha.example/recaptcha/",
};
afterAll(() => sink.close());

describeEachDialect(
  "kiosk captcha",
  (server) => {
    let ids: DemoIds;
    const setCaptcha = (captcha: KioskCaptchaSettings) => setKioskCaptcha(server().store.db, ids.vendor, captcha);

    beforeAll(async () => {
      ids = await demoIds(server().store.db);
    });
    beforeEach(async () => {
      sink.requests.length = 0;
      sink.down = false;
      await setCaptcha(TEST_CAPTCHA);
    });
    const join = (bookedThrough: BookedThrough, token: string | null, headers: Record<string, string> = {}) =>
      server().call({
        method: "POST",
        url: "/api/v2/open/queue-appointments",
        headers,
        payload: joinBody(
          { location_id: ids.location("downtown"), service_id: ids.service("deposits"), booked_through: bookedThrough, recaptcha_token: token },
          {},
          [{ question_id: ids.question("member"), value: 1 }],
        ),
      });
    const appointments = async () => (await server().store.db.selectFrom("queue_appointments").select("id").execute()).length;

    it("lets a kiosk join in with a good token, verified with the vendor's secret", async () => {
      const res = await join("kiosk", "good");
      expect(res.statusCode, res.body).toBe(201);
      expect(sink.requests.map((r) => [r.get("secret"), r.get("response")])).toEqual([["secret-456", "good"]]);
      expect(sink.requests[0]?.get("remoteip")).toBe("127.0.0.1");
    });

    it("asks the phone that scanned the kiosk's code too", async () => {
      expect((await join("kiosk_qr", null)).json()).toMatchObject({ code: "captcha_required" });
      expect((await join("kiosk_qr", "good")).statusCode).toBe(201);
    });

    it("refuses a kiosk join without a token, with a failed one, a low score or another action, and stores nothing", async () => {
      const before = await appointments();
      const missing = await join("kiosk", null);
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toMatchObject({ code: "captcha_required" });
      for (const token of ["forged", "low-score", "wrong-action"]) {
        const res = await join("kiosk", token);
        expect(res.statusCode, token).toBe(403);
        expect(res.json()).toMatchObject({ code: "captcha_failed" });
      }
      expect(sink.requests).toHaveLength(3);
      expect(await appointments()).toBe(before);
    });

    it("answers 503 while the verifier is down, and stores nothing", async () => {
      sink.down = true;
      const before = await appointments();
      const res = await join("kiosk", "good");
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: "captcha_unavailable" });
      expect(await appointments()).toBe(before);
    });

    it("answers a retried kiosk join with the first appointment, without spending the token again", async () => {
      const headers = { "idempotency-key": "kiosk-retry-0001" };
      const first = await join("kiosk", "good", headers);
      expect(first.statusCode).toBe(201);
      // The token is single use at reCAPTCHA: a second verification would fail.
      const again = await join("kiosk", "already-used", headers);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(first.json().data.id);
      expect(sink.requests).toHaveLength(1);
    });

    it("does not ask other channels, nor vendors without the feature or a key", async () => {
      expect((await join("online_queue", null)).statusCode).toBe(201);
      await setCaptcha({ feature: false, siteKey: "site-key-123", secret: "secret-456" });
      expect((await join("kiosk", null)).statusCode).toBe(201);
      await setCaptcha({ feature: true, siteKey: "site-key-123", secret: null });
      expect((await join("kiosk", null)).statusCode).toBe(201);
      await setCaptcha({ feature: true, siteKey: null, secret: "secret-456" });
      expect((await join("kiosk", null)).statusCode).toBe(201);
      expect(sink.requests).toHaveLength(0);
    });

    it("publishes the site key and the script, never the secret", async () => {
      const on = (await server().call({ method: "GET", url: "/api/v2/open/vendor" })).json().data.attributes;
      expect(on.captcha).toEqual({ site_key: "site-key-123", script_url: SCRIPT_URL });
      expect(JSON.stringify(on)).not.toContain("secret-456");
      expect(on).not.toHaveProperty("google_recaptcha_secret");
      await setCaptcha({ feature: false, siteKey: "site-key-123", secret: "secret-456" });
      const off = (await server().call({ method: "GET", url: "/api/v2/open/vendor" })).json().data.attributes;
      expect(off.captcha).toBeNull();
      expect(JSON.stringify(off)).not.toContain("secret-456");
    });

    it("lets the captcha's scripts and frames into the vendor's hosted pages, and only while it is on", async () => {
      const page = () => server().call({ method: "GET", url: "/callback-service?vendor=demo&mode=kiosk" });
      const on = (await page()).headers["content-security-policy"];
      expect(on).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/captcha\.example\/recaptcha\/;/);
      expect(on).toContain("frame-src https://captcha.example/recaptcha/;");
      expect((await page()).body).not.toContain("secret-456");
      await setCaptcha({ feature: false, siteKey: "site-key-123", secret: "secret-456" });
      const off = String((await page()).headers["content-security-policy"]);
      expect(off).not.toContain("captcha.example");
      expect(off).not.toContain("frame-src");
    });
  },
  { env },
);
