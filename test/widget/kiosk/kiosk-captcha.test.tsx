/**
 * The kiosk's invisible captcha in the element: with the vendor's kiosk captcha on, a kiosk join
 * first asks reCAPTCHA (here a stand-in on `window`) for a token and sends it; the real server
 * verifies it against a local siteverify. No token, no join: the form shows "Error".
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";
import { setKioskCaptcha } from "../../helpers/kiosk-captcha-vendor.js";
import { startSiteVerifySink, type SiteVerifySink } from "../../helpers/siteverify-sink.js";
import { answerMember, confirmationQuery, fillContact, openForm, removeAll, settle, type FormPage } from "../join-form/form-driver.js";

interface Stand {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

describe("kiosk captcha in the element", () => {
  let sink: SiteVerifySink;
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  let asked: [string, string][];
  let answer: () => Promise<string>;

  beforeAll(async () => {
    sink = await startSiteVerifySink();
    server = await createTestServer("sqlite", { env: { RECAPTCHA_VERIFY_URL: sink.url } });
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    ids = await demoIds(server.store.db);
    await setKioskCaptcha(server.store.db, ids.vendor);
  });
  afterAll(async () => {
    await settle(100);
    await server.close();
    await sink.close();
  });
  beforeEach(() => {
    removeAll();
    sink.requests.length = 0;
    asked = [];
    answer = async () => "good";
    const stand: Stand = {
      ready: (callback) => callback(),
      execute: (siteKey, options) => {
        asked.push([siteKey, options.action]);
        return answer();
      },
    };
    (window as { grecaptcha?: Stand }).grecaptcha = stand;
  });
  afterEach(() => {
    removeAll();
    delete (window as { grecaptcha?: Stand }).grecaptcha;
  });

  async function kioskForm(query = "&mode=kiosk"): Promise<FormPage> {
    const page = await openForm(base, ids.location("downtown"), `service=${ids.service("deposits")}${query}`);
    await page.ready();
    answerMember(page, ids.question("member"));
    fillContact(page, "Kiosk");
    return page;
  }
  const appointments = async () => (await server.store.db.selectFrom("queue_appointments").select("id").execute()).length;

  it("asks for a token for the join and sends it, and the server lets the join in", async () => {
    const page = await kioskForm();
    page.click('button[type="submit"]');
    const query = await confirmationQuery();
    expect(query.mode).toBe("kiosk");
    expect(asked).toEqual([["site-key-123", "join"]]);
    expect(sink.requests.map((r) => r.get("response"))).toEqual(["good"]);
  });

  it("shows Error and sends nothing when no token can be had, then joins on a second try", async () => {
    const before = await appointments();
    answer = async () => Promise.reject(new Error("blocked"));
    const page = await kioskForm();
    page.click('button[type="submit"]');
    await page.waitForText("Error");
    expect(await appointments()).toBe(before);
    expect(sink.requests).toHaveLength(0);
    expect(page.submitButton().disabled).toBe(false);

    answer = async () => "good";
    page.click('button[type="submit"]');
    await confirmationQuery();
    expect(await appointments()).toBe(before + 1);
  });

  it("shows Error when the server refuses the token", async () => {
    const before = await appointments();
    answer = async () => "forged";
    const page = await kioskForm();
    page.click('button[type="submit"]');
    await page.waitForText("Error");
    expect(sink.requests.map((r) => r.get("response"))).toEqual(["forged"]);
    expect(await appointments()).toBe(before);
  });

  it("asks nothing outside the kiosk", async () => {
    const page = await kioskForm("");
    page.click('input[name="compliance"]');
    await settle();
    page.click('button[type="submit"]');
    await confirmationQuery();
    expect(asked).toEqual([]);
    expect(sink.requests).toHaveLength(0);
  });
});
