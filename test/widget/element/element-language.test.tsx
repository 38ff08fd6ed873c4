/**
 * The element speaks only languages the vendor offers (`client_view.available_languages`),
 * whether the vendor's settings are fetched or inlined by the page, and whoever asked for
 * another: the URL, the `lang` attribute or the browser.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PublicVendorSettings } from "#contract";
import { sampleVendorDocument } from "../../helpers/sample-vendor-document.js";
import { ADMIN_TOKEN, type TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor, type MountedElement } from "../helpers/element-harness.js";

const VENDOR = "bikes";
const ENGLISH = "Select a Location";
const FRENCH = "Sélectionnez un établissement";
const KOREAN = "지점 선택";

describe("<queue-booking> language, limited to the vendor's", () => {
  let server: TestServer;
  let base: string;
  const mounted: MountedElement[] = [];
  /** Every Accept-Language the element sent, in order. */
  let sent: string[] = [];

  beforeAll(async () => {
    ({ server, base } = await startServer());
    const doc = { ...sampleVendorDocument(), allowed_origins: [window.location.origin], client_view: { available_languages: ["en", "fr"] } };
    const put = await server.app.inject({
      method: "PUT",
      url: `/api/v2/admin/vendors/${VENDOR}`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: doc,
    });
    expect(put.statusCode).toBeLessThan(300);
  });
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 100));
    await server.close();
  });
  afterEach(() => {
    for (const el of mounted.splice(0)) el.remove();
    window.location.hash = "";
    vi.restoreAllMocks();
  });

  /** The browser's languages, as `navigator.languages` reports them. */
  function browserSpeaks(...languages: string[]): void {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  }

  async function mount(hash: string, attributes: Record<string, string> = {}): Promise<MountedElement> {
    sent = [];
    const realFetch = globalThis.fetch.bind(globalThis);
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const language = new Headers(init?.headers).get("accept-language");
      if (language) sent.push(language);
      return realFetch(input, init);
    });
    window.location.hash = hash;
    const el = await mountElement({ vendor: VENDOR, "api-base": base, ...attributes });
    mounted.push(el);
    return el;
  }

  const picker = (el: MountedElement) => waitFor(() => el.shadow.querySelector<HTMLSelectElement>("header select"));

  it("answers ?lang=ko with English for a vendor offering English and French", async () => {
    browserSpeaks("en-US", "en");
    const el = await mount("#/callback-service?lang=ko");
    await el.waitForText(ENGLISH);
    const select = await picker(el);
    expect([...select.options].map((o) => o.value)).toEqual(["en", "fr"]);
    expect(select.value).toBe("en");
    expect(el.text()).not.toContain(KOREAN);
  });

  it("answers a Korean lang attribute with the browser's best offered language, once the settings arrive", async () => {
    browserSpeaks("ko-KR", "fr-FR", "en");
    const el = await mount("#/callback-service", { lang: "ko" });
    await el.waitForText(FRENCH);
    expect((await picker(el)).value).toBe("fr");
    // Only the settings were asked for in Korean; every screen's request asks in French. (The
    // screen's own request may leave after its French title shows: a catalog loaded before is
    // there at once.)
    await waitFor(() => sent.length > 1);
    expect(sent[0]).toBe("ko");
    expect(new Set(sent.slice(1))).toEqual(new Set(["fr"]));
  });

  it("answers a Korean browser with the vendor's first language", async () => {
    browserSpeaks("ko-KR", "ko");
    const el = await mount("#/callback-service");
    await el.waitForText(ENGLISH);
    expect((await picker(el)).value).toBe("en");
  });

  it("decides at once with inlined settings: no request in a language the vendor does not offer", async () => {
    const answer = await server.call({ url: "/api/v2/open/vendor", vendor: VENDOR });
    const settings = (answer.json() as { data: { attributes: PublicVendorSettings } }).data.attributes;
    browserSpeaks("ko-KR", "fr");
    const el = await mount("#/callback-service?lang=ko", { settings: JSON.stringify(settings) });
    await el.waitForText(FRENCH);
    // The screen's own requests (its locations) may still be on their way when its text shows.
    await waitFor(() => sent.length > 0);
    expect(new Set(sent)).toEqual(new Set(["fr"]));
  });

  it("keeps an offered language that was asked for", async () => {
    browserSpeaks("ko-KR", "en");
    const el = await mount("#/callback-service?lang=fr");
    await el.waitForText(FRENCH);
  });
});
