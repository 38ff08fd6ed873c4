/**
 * An element on a vendor's page (routing in memory) remembers the client's current visit, so a
 * reload reopens its manage view (issue 35, item 8): kept per vendor and server, only the manage
 * link's path, id and code; forgotten when the visit ends or the client leaves the view; and a
 * storage that cannot be used costs the memory, nothing else.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { bookDowntown } from "../../helpers/booking.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import type { TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, typeInto, waitFor, type MountedElement } from "../helpers/element-harness.js";

describe("the client's visit survives a reload of a vendor's page", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  const mounted: MountedElement[] = [];
  /** Loads the element as a vendor's page would (routing in memory), optionally on a deep link in the host's URL. */
  const load = async (attributes: Record<string, string> = {}, hash = "") => {
    window.location.hash = hash;
    const el = await mountElement({ vendor: "demo", "api-base": base, routing: "memory", ...attributes });
    mounted.push(el);
    return el;
  };
  /** A reload: the page's elements go, and one comes again on a page whose URL names no screen. */
  const reload = (attributes: Record<string, string> = {}) => {
    for (const el of mounted.splice(0)) el.remove();
    return load(attributes);
  };
  const key = () => `queue-booking:visit:demo@${base}`;
  const find = <T extends Element = HTMLElement>(el: MountedElement, selector: string) => waitFor(() => el.shadow.querySelector<T>(selector));
  const button = (el: MountedElement, name: string) =>
    waitFor(() => [...el.shadow.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent?.includes(name) && !b.disabled));
  const status = (id: number) => server.store.db.selectFrom("queue_appointments").select("status").where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    ({ server, base } = await startServer());
    ids = await demoIds(server.store.db);
  });
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 100));
    await server.close();
  });
  afterEach(() => {
    for (const el of mounted.splice(0)) el.remove();
    window.location.hash = "";
    sessionStorage.clear();
  });

  it("remembers a visit joined through the form and reopens it on the next load, over a preset location", async () => {
    const joined: { id: number; confirm_code: string }[] = [];
    const listener = (e: Event) => joined.push((e as CustomEvent<{ id: number; confirm_code: string }>).detail);
    document.addEventListener("queue-booking:joined", listener);
    try {
      const el = await load({}, `#/callback-service/${ids.location("downtown")}?service=${ids.service("deposits")}`);
      await waitFor(() => el.shadow.querySelector('form[aria-busy="false"]'));
      (await find<HTMLInputElement>(el, `input[name="qb-question-${ids.question("member")}"][value="1"]`)).click();
      typeInto(await find<HTMLInputElement>(el, "#qb-first-name"), "Maria");
      typeInto(await find<HTMLInputElement>(el, "#qb-last-name"), "García");
      typeInto(await find<HTMLInputElement>(el, "#qb-phone"), "+12125550199");
      (await find<HTMLInputElement>(el, 'input[name="compliance"]')).click();
      (await waitFor(() => el.shadow.querySelector<HTMLButtonElement>('button[type="submit"]:not(:disabled)'))).click();
      await el.waitForText("Your request has been added");
    } finally {
      document.removeEventListener("queue-booking:joined", listener);
    }
    const [visit] = joined;
    if (!visit) throw new Error("the join was not announced");
    // The manage link's path, id and code: nothing the client typed, no language or source.
    await waitFor(() => sessionStorage.getItem(key()));
    expect(sessionStorage.getItem(key())).toBe(`/callback-service/manage?id=${visit.id}&code=${visit.confirm_code}`);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith("queue-booking:"))).toEqual([key()]);

    // The page comes again, its element presetting a location: the live place comes back first.
    const again = await reload({ location: String(ids.location("uptown")) });
    await again.waitForText("Your request has been added");
    expect((await find(again, ".qb-manage-code")).textContent).toBe(visit.confirm_code);
  });

  it("remembers a booked appointment's page the same way, until it is cancelled", async () => {
    const booked = await bookDowntown(server, ids, "2026-11-23T15:00:00.000Z");
    const el = await load({}, `#/book/manage?id=${booked.id}&code=${booked.code}&lang=en`);
    await el.waitForText("Your appointment is booked");
    await waitFor(() => sessionStorage.getItem(key()) === `/book/manage?id=${booked.id}&code=${booked.code}`);
    const again = await reload();
    await again.waitForText("Your appointment is booked");
    expect(again.text()).toContain(booked.code);

    await server.store.db.updateTable("appointments").set({ status: 4 }).where("id", "=", booked.id).execute();
    const cancelled = await reload();
    await cancelled.waitForText("This appointment has been cancelled");
    await waitFor(() => sessionStorage.getItem(key()) === null);
  });

  it("remembers the visit of an element without a vendor (the server's default) under a key of its own", async () => {
    const booked = await bookDowntown(server, ids, "2026-11-23T16:00:00.000Z");
    const el = await load({ vendor: "" }, `#/book/manage?id=${booked.id}&code=${booked.code}&lang=en`);
    await el.waitForText("Your appointment is booked");
    const defaultKey = `queue-booking:visit:*@${base}`;
    await waitFor(() => sessionStorage.getItem(defaultKey) === `/book/manage?id=${booked.id}&code=${booked.code}`);
    expect(sessionStorage.getItem(key())).toBeNull();
    const again = await reload({ vendor: "" });
    await again.waitForText("Your appointment is booked");
    expect(again.text()).toContain(booked.code);
  });

  it("keeps visits of other vendors and other servers apart", async () => {
    const joined = await joinDowntown(server, ids);
    sessionStorage.setItem(`queue-booking:visit:other@${base}`, `/callback-service/manage?id=${joined.id}&code=${joined.code}`);
    sessionStorage.setItem("queue-booking:visit:demo@http://127.0.0.1:1", `/callback-service/manage?id=${joined.id}&code=${joined.code}`);
    const el = await load();
    await el.waitForText("Downtown Branch");
    expect(el.text()).not.toContain("Your request has been added");
  });

  it("ignores anything under its key that is not a manage link", async () => {
    // Each would open the not-found screen, on every reload of the tab, were it taken.
    for (const junk of ["/callback-service/nowhere", "javascript:alert(1)", "/callback-service/manage/extra?id=1&code=x"]) {
      sessionStorage.setItem(key(), junk);
      const el = await reload();
      await el.waitForText("Downtown Branch");
    }
  });

  it("forgets the visit once the client cancels it: the next load opens the start", async () => {
    const joined = await joinDowntown(server, ids);
    const el = await load({}, `#/callback-service/confirmation?id=${joined.id}&code=${joined.code}`);
    await el.waitForText("Your request has been added");
    // Kept once the view has had the visit (an effect after the paint).
    await waitFor(() => sessionStorage.getItem(key()) === `/callback-service/manage?id=${joined.id}&code=${joined.code}`);
    (await find<HTMLButtonElement>(el, ".qb-cancel-open")).click();
    (await find<HTMLButtonElement>(el, ".qb-dialog-confirm")).click();
    await el.waitForText("This appointment has been cancelled");
    expect((await status(joined.id)).status).toBe(4);
    await waitFor(() => sessionStorage.getItem(key()) === null);

    const again = await reload();
    await again.waitForText("Downtown Branch");
    expect(again.text()).not.toContain("cancelled");
  });

  it("forgets a visit that ended while the page was away, once it is read", async () => {
    const joined = await joinDowntown(server, ids);
    sessionStorage.setItem(key(), `/callback-service/manage?id=${joined.id}&code=${joined.code}`);
    await server.store.db.updateTable("queue_appointments").set({ status: 2 }).where("id", "=", joined.id).execute();
    const el = await load();
    await el.waitForText("Your visit is complete");
    await waitFor(() => sessionStorage.getItem(key()) === null);
  });

  it("keeps a visit it cannot read, and forgets it when the client leaves the view", async () => {
    const joined = await joinDowntown(server, ids);
    sessionStorage.setItem(key(), `/callback-service/manage?id=${joined.id}&code=not-its-code`);
    const el = await load();
    await el.waitForText("The page you are looking for cannot be found");
    expect(sessionStorage.getItem(key())).not.toBeNull();
    (await button(el, "Book another")).click();
    await el.waitForText("Downtown Branch");
    expect(sessionStorage.getItem(key())).toBeNull();
  });

  it("never remembers on a kiosk, nor when the URL keeps the screen (hash or path routing)", async () => {
    const joined = await joinDowntown(server, ids);
    const manage = `/callback-service/manage?id=${joined.id}&code=${joined.code}`;
    const kiosk = await load({ mode: "kiosk" }, `#${manage}`);
    await kiosk.waitForText("Your request has been added");
    const hashed = await load({ routing: "hash" }, `#${manage}`);
    await hashed.waitForText("Your request has been added");
    const path = window.location.pathname;
    window.history.replaceState(null, "", manage);
    try {
      const pathed = await load({ routing: "path" });
      await pathed.waitForText("Your request has been added");
    } finally {
      window.history.replaceState(null, "", path);
    }
    // Past the views' effects (a memory element's write lands within a frame of its paint).
    await new Promise((r) => setTimeout(r, 150));
    expect(sessionStorage.getItem(key())).toBeNull();
  });

  /** Storage as a privacy mode or a sandboxed frame has it: each use counted, and each throws. */
  const blockedStorage = (uses: string[]): PropertyDescriptor => ({
    configurable: true,
    get() {
      uses.push("access");
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  });
  const fullStorage = (uses: string[]): PropertyDescriptor => {
    const refuse = (name: string) => () => {
      uses.push(name);
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    return { configurable: true, value: { getItem: refuse("getItem"), setItem: refuse("setItem"), removeItem: refuse("removeItem") } };
  };

  it.each([
    ["blocked", blockedStorage],
    ["throwing on every use", fullStorage],
  ])("works on without the memory when storage is %s", async (_kind, storage) => {
    const joined = await joinDowntown(server, ids);
    const uses: string[] = [];
    const original = Object.getOwnPropertyDescriptor(globalThis, "sessionStorage");
    if (!original) throw new Error("no sessionStorage to replace");
    Object.defineProperty(globalThis, "sessionStorage", storage(uses));
    try {
      const start = await load();
      await start.waitForText("Downtown Branch");
      const opened = await load({}, `#/callback-service/confirmation?id=${joined.id}&code=${joined.code}`);
      await opened.waitForText("Your request has been added");
      (await find<HTMLButtonElement>(opened, ".qb-cancel-open")).click();
      (await find<HTMLButtonElement>(opened, ".qb-dialog-confirm")).click();
      await opened.waitForText("This appointment has been cancelled");
      expect((await status(joined.id)).status).toBe(4);
      // Read at start, written on the manage view, removed once cancelled: each refused, none seen.
      const expected = storage === fullStorage ? ["getItem", "setItem", "removeItem"] : ["access"];
      await waitFor(() => uses.length >= 3 && expected.every((use) => uses.includes(use)));
      expect(new Set(uses)).toEqual(new Set(expected));
    } finally {
      Object.defineProperty(globalThis, "sessionStorage", original);
    }
  });
});
