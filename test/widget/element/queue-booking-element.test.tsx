import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor } from "../helpers/element-harness.js";

describe("<queue-booking>", () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    ({ server, base } = await startServer());
  });
  afterAll(async () => {
    await server.close();
  });

  it("renders inside an open shadow root with the vendor's name in the header", async () => {
    const el = await mountElement({ vendor: "demo", "api-base": base });
    await el.waitForText("Maple & Main Credit Union");
    expect(el.shadow.mode).toBe("open");
    expect(document.body.textContent).not.toContain("Maple & Main");
    el.remove();
  });

  /** The element's events of one kind heard on the document while `run` runs. */
  async function heard(name: string, run: () => Promise<void>): Promise<unknown[]> {
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener(`queue-booking:${name}`, listener);
    try {
      await run();
    } finally {
      document.removeEventListener(`queue-booking:${name}`, listener);
    }
    return details;
  }

  it("says it is ready, and names its first step, once the vendor is in", async () => {
    let steps: unknown[] = [];
    const ready = await heard("ready", async () => {
      steps = await heard("step-changed", async () => {
        const el = await mountElement({ vendor: "demo", "api-base": base, lang: "fr" });
        await el.waitForText("Maple & Main Credit Union");
        el.remove();
      });
    });
    expect(ready).toEqual([{ vendor: "demo", locale: "fr" }]);
    expect(steps).toEqual([{ path: "/callback-service" }]);
  });

  it("takes a language tag by best match and a vendor in any case", async () => {
    const el = await mountElement({ vendor: " Demo ", "api-base": base, lang: "es-MX" });
    await el.waitForText("Maple & Main Credit Union");
    // In Spanish: the language picker's label.
    await el.waitForText("Idioma");
    el.remove();
  });

  it("tells the page's developer which attributes are wrong: a console warning and an error event", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const errors = await heard("error", async () => {
        const el = await mountElement({ vendor: "demo", "api-base": base, "meeting-method": "9", mode: "sideways" });
        await el.waitForText("This booking widget is not set up correctly.");
        el.remove();
      });
      expect(errors).toEqual([{ code: "invalid_attributes", attributes: ["meeting-method", "mode"] }]);
      expect(warn.mock.calls.map((call) => String(call[0])).join("\n")).toContain(
        'queue-booking: invalid_attributes (meeting-method, mode); see docs/embedding.md, "Attributes"',
      );
    } finally {
      warn.mockRestore();
    }
  });

  it("shows a translated error for invalid attributes instead of going blank", async () => {
    const el = await mountElement({ vendor: "demo", "api-base": base, "meeting-method": "9", lang: "es" });
    // In the language the attributes asked for, naming the bad attribute.
    await el.waitForText("Este widget de reservas no está configurado correctamente.");
    expect(el.text()).toContain("meeting-method");
    el.remove();
  });

  it("shows the not-available page for a vendor that takes no callback requests", async () => {
    const el = await mountElement({ vendor: "northwind-clinic", "api-base": base });
    await el.waitForText("We are currently not taking callback requests");
    expect(el.shadow.querySelector("button")).toBeNull();
    el.remove();
  });

  it("hides the footer for a private-label vendor and shows it otherwise", async () => {
    const demo = await mountElement({ vendor: "demo", "api-base": base });
    await demo.waitForText("Powered by");
    demo.remove();
    const city = await mountElement({ vendor: "city-permits", "api-base": base });
    await city.waitForText("City Permit Office");
    expect(city.text()).not.toContain("Powered by");
    city.remove();
  });

  it("keeps two elements on one page independent", async () => {
    const a = await mountElement({ vendor: "demo", "api-base": base });
    const b = await mountElement({ vendor: "city-permits", "api-base": base });
    await a.waitForText("Maple & Main");
    await b.waitForText("City Permit Office");
    expect(a.text()).not.toContain("City Permit Office");
    // Its styles are in its own shadow root: constructed sheets where the DOM has them, else style tags.
    await waitFor(() => a.shadow.adoptedStyleSheets.length > 0 || a.shadow.querySelectorAll("style").length > 0);
    a.remove();
    b.remove();
  });
});
