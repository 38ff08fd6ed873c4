/**
 * The kiosk's returns to its start page (spec sections 4, 6 and 9), on a fake clock that still
 * lets the real server answer: 8.5 s after the confirmation, after 30 s without activity, from
 * the home button; never for a kiosk QR booking, never from an untouched start page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { joinDowntown } from "../../helpers/join-demo.js";
import { typeInto, useElementTestServer, waitFor, type MountedElement } from "../helpers/element-harness.js";

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Typing as a person does it: the value, then the key's release, which a kiosk counts as activity. */
function typeOnKiosk(field: HTMLInputElement, value: string): void {
  typeInto(field, value);
  field.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true, composed: true, key: value.slice(-1) }));
}
import { demoSettings } from "../manage/manage-harness.js";

describe("kiosk resets", () => {
  const harness = useElementTestServer();
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  const downtown = () => harness.ids.location("downtown");
  const startHash = () => `#/callback-service/${downtown()}?mode=kiosk&lang=en`;
  const atStart = () => window.location.hash === startHash();
  const firstName = (el: MountedElement) => waitFor(() => el.shadow.querySelector<HTMLInputElement>("#qb-first-name"));

  async function confirmation(extra = ""): Promise<MountedElement> {
    const joined = await joinDowntown(harness.server, harness.ids);
    const el = await harness.mount(`#/callback-service/confirmation?id=${joined.id}&code=${joined.code}&mode=kiosk&lang=en${extra}`);
    await el.waitForText("Your request has been added");
    // Effects (the reset's timer among them) run just after the render that shows the text.
    await settle();
    return el;
  }

  it("returns to the location's form 8.5 s after the confirmation appears", async () => {
    const el = await confirmation();
    vi.advanceTimersByTime(8_400);
    expect(window.location.hash).toContain("/callback-service/confirmation");
    vi.advanceTimersByTime(100);
    await waitFor(atStart);
    await firstName(el);
  });

  it("does not reset a kiosk QR booking (a person's own phone)", async () => {
    await confirmation("&booked_through=kiosk_qr");
    vi.advanceTimersByTime(60_000);
    expect(window.location.hash).toContain("/callback-service/confirmation");
  });

  it("clears a half-filled form after 30 s without activity, and activity postpones it", async () => {
    const el = await harness.mount(startHash());
    typeOnKiosk(await firstName(el), "Sam");
    vi.advanceTimersByTime(20_000);
    // A tap 20 s in starts the 30 s over.
    el.shadow.querySelector<HTMLElement>("form")?.dispatchEvent(new MouseEvent("click", { bubbles: true, composed: true }));
    vi.advanceTimersByTime(29_000);
    expect((await firstName(el)).value).toBe("Sam");
    vi.advanceTimersByTime(1_000);
    // The element remounts: a fresh, empty form for the next person.
    await waitFor(() => el.shadow.querySelector<HTMLInputElement>("#qb-first-name")?.value === "");
    expect(atStart()).toBe(true);
  });

  it("leaves an untouched start page alone", async () => {
    const el = await harness.mount(startHash());
    const field = await firstName(el);
    await settle();
    vi.advanceTimersByTime(120_000);
    await settle();
    expect(el.shadow.querySelector("#qb-first-name")).toBe(field);
  });

  it("follows the vendor's inactivity time-out", async () => {
    const settings = await demoSettings(harness.server, { kiosk: { inactivity_timeout_ms: 10_000, confirmation_reset_ms: 8_500 } });
    const el = await harness.mount(startHash(), { settings });
    typeOnKiosk(await firstName(el), "Sam");
    await settle();
    vi.advanceTimersByTime(10_000);
    await waitFor(() => el.shadow.querySelector<HTMLInputElement>("#qb-first-name")?.value === "");
  });

  it("resets from the header's home button, keeping the kiosk's language", async () => {
    const el = await harness.mount(`#/callback-service/${downtown()}/location?mode=kiosk&lang=es&service=3`);
    const home = await waitFor(() => [...el.shadow.querySelectorAll<HTMLButtonElement>(".qb-header button")].find((b) => b.textContent === "Inicio"));
    home.click();
    await waitFor(() => window.location.hash === `#/callback-service/${downtown()}?mode=kiosk&lang=es`);
  });
});
