import { describe, expect, it } from "vitest";
import { joinDowntown, setStatus } from "../../helpers/join-demo.js";
import { useElementTestServer, waitFor } from "../helpers/element-harness.js";
import { find, openManage } from "./manage-harness.js";

describe("manage page", () => {
  const harness = useElementTestServer();

  it("shows the generic screen with a book-another button for a wrong code", async () => {
    const joined = await joinDowntown(harness.server, harness.ids);
    const el = await openManage(harness, { id: joined.id, code: "wrong" });
    await el.waitForText("Oops, something went wrong");
    expect(el.text()).toContain("Book another");
    expect(el.text()).not.toContain(joined.code);
  });

  it("shows the generic screen when the id or code is missing", async () => {
    const el = await harness.mount("#/callback-service/confirmation?id=1");
    await el.waitForText("Oops, something went wrong");
  });

  it("offers a restart instead of book-another on a kiosk", async () => {
    const el = await harness.mount("#/callback-service/confirmation?id=1&code=nope&mode=kiosk");
    await el.waitForText("Oops, something went wrong");
    expect(el.text()).toContain("Restart from the home page");
    expect(el.text()).not.toContain("Book another");
  });

  it("cancels through the dialog, stores status 4 and tells the host page", async () => {
    const joined = await joinDowntown(harness.server, harness.ids);
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener("queue-booking:cancelled", listener);
    try {
      const el = await openManage(harness, joined);
      (await find<HTMLButtonElement>(el, ".qb-cancel-open")).click();
      await el.waitForText("Are you sure you want to cancel this appointment? Cancelling cannot be undone.");
      const dialog = await find<HTMLDialogElement>(el, "dialog[role=alertdialog]");
      expect(dialog.open).toBe(true);
      // Focus starts on the safe choice.
      expect(el.shadow.activeElement?.textContent).toBe("Keep appointment");
      (await find<HTMLButtonElement>(el, ".qb-dialog-keep")).click();
      await waitFor(() => el.shadow.querySelector("dialog") === null);
      (await find<HTMLButtonElement>(el, ".qb-cancel-open")).click();
      (await find<HTMLButtonElement>(el, ".qb-dialog-confirm")).click();
      await el.waitForText("This appointment has been cancelled");
      const row = await harness.server.store.db.selectFrom("queue_appointments").select("status").where("id", "=", joined.id).executeTakeFirstOrThrow();
      expect(row.status).toBe(4);
      expect(events).toEqual([{ id: joined.id }]);
    } finally {
      document.removeEventListener("queue-booking:cancelled", listener);
    }
  });

  it("keeps the dialog open with an error when the cancel fails, and changes nothing", async () => {
    const joined = await joinDowntown(harness.server, harness.ids);
    // The network drops the cancel (the element binds fetch when it mounts).
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => (init?.method === "PATCH" ? Promise.reject(new TypeError("network down")) : realFetch(input, init));
    try {
      const el = await openManage(harness, joined);
      (await find<HTMLButtonElement>(el, ".qb-cancel-open")).click();
      (await find<HTMLButtonElement>(el, ".qb-dialog-confirm")).click();
      await el.waitForText("There was an error with your request");
      expect(el.shadow.querySelector("dialog")).not.toBeNull();
      expect((await find<HTMLButtonElement>(el, ".qb-dialog-confirm")).disabled).toBe(false);
      const row = await harness.server.store.db.selectFrom("queue_appointments").select("status").where("id", "=", joined.id).executeTakeFirstOrThrow();
      expect(row.status).toBe(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("shows the cancelled title and books another at the same location", async () => {
    const joined = await joinDowntown(harness.server, harness.ids);
    await setStatus(harness.server, joined.id, 4);
    const el = await openManage(harness, joined, { query: "lang=xx" });
    await el.waitForText("This appointment has been cancelled");
    expect(el.shadow.querySelector(".qb-cancel-open")).toBeNull();
    (await find<HTMLButtonElement>(el, ".qb-manage-cancelled button")).click();
    await waitFor(() => window.location.hash.startsWith(`#/callback-service/${joined.locationId}?`));
    const query = new URLSearchParams(window.location.hash.split("?")[1]);
    expect(query.get("meeting_method")).toBe("1");
    expect(query.get("lang")).toBe("en");
  });

  it("speaks the page's language, from the manage page's own catalog", async () => {
    const joined = await joinDowntown(harness.server, harness.ids);
    const el = await openManage(harness, joined, { attributes: { lang: "es" } });
    await el.waitForText("Su solicitud se ha registrado");
  });
});
