/**
 * The kiosk captcha in real Chromium on the hosted kiosk page, under its CSP: the element loads
 * the reCAPTCHA loader (a stand-in on another origin) with the vendor's site key, sends the
 * token with the join, and the server verifies it (a local siteverify) before the join counts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { setKioskCaptcha } from "../helpers/kiosk-captcha-vendor.js";
import { startSiteVerifySink } from "../helpers/siteverify-sink.js";
import { startCaptchaStandIn } from "./helpers/captcha-stand-in.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");
const [sink, standIn] = await Promise.all([startSiteVerifySink(), startCaptchaStandIn()]);
afterAll(async () => {
  await Promise.all([sink.close(), standIn.close()]);
});

describe.skipIf(!chromiumPath)("kiosk captcha in Chromium", () => {
  const harness = useBrowserServer({
    env: { RECAPTCHA_SCRIPT_URL: standIn.scriptUrl, RECAPTCHA_VERIFY_URL: sink.url, RECAPTCHA_CSP_SOURCES: `${standIn.origin}/recaptcha/` },
  });
  let questions: DemoQuestion[];

  beforeAll(async () => {
    await setKioskCaptcha(harness.server.store.db, harness.ids.vendor);
    const answer = await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, {
      headers: { "x-vendor": "demo" },
    });
    questions = ((await answer.json()) as { data: DemoQuestion[] }).data;
  });

  it("joins with a verified token, loading the captcha only when the kiosk sends the form", async () => {
    const page = await harness.browser.newPage({ viewport: { width: 1180, height: 820 } });
    const csp = await watchCsp(page);
    await page.goto(`${harness.base}/how?location=${harness.ids.location("downtown")}&mode=kiosk&vendor=demo&lang=en`);
    const element = page.locator("queue-booking");
    const form = element.getByRole("form");
    await fillJoinForm(form, { lang: "en", serviceName: "Deposits and withdrawals", questions, first: "Casey", last: "Kiosk" });
    expect(standIn.loads).toHaveLength(0);

    const answers: string[] = [];
    page.on("response", (r) => answers.push(`${r.request().method()} ${r.url()} ${r.status()}`));
    await form.getByRole("button", { name: "Join the line" }).click();
    await element
      .getByRole("heading", { name: "Your request has been added" })
      .waitFor()
      .catch(async (error: unknown) => {
        const shown = await element.innerText().catch(() => "(no text)");
        throw new Error(
          `${String(error)}\nshown: ${shown}\nanswers: ${answers.join("\n")}\nerrors: ${csp.errors.join("\n")}\nloads: ${standIn.loads.length}, verifies: ${sink.requests.length}`,
        );
      });
    expect(standIn.loads.map((query) => query.get("render"))).toEqual(["site-key-123"]);
    expect(sink.requests.map((r) => [r.get("secret"), r.get("response")])).toEqual([["secret-456", "good"]]);
    expect(await csp.violations()).toEqual([]);
  });
});
