/**
 * Mounts the back-office app in happy-dom against a real server on a free port, the page at the
 * server's own origin (as `/office` is), so the session cookie and the API work as in a browser.
 * One server per test file; each test mounts afresh, and is signed out and unmounted after.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import { signOut } from "../../../office/src/api/office-calls.js";
import { mountOffice, type MountedOffice } from "../../../office/src/app/mount-office.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { giveAccount } from "../../helpers/office-session.js";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";

export interface MountedPage {
  container: HTMLElement;
  office: MountedOffice;
  text(): string;
  /** Resolves once the page's text contains `text` (polls; rejects after the timeout). */
  waitForText(text: string | RegExp, timeoutMs?: number): Promise<void>;
  /** The element with this id, once it is there. */
  byId<T extends HTMLElement = HTMLElement>(id: string): Promise<T>;
  button(name: string): Promise<HTMLButtonElement>;
}

export async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Runs `action` and answers the next text a live region (`role="alert"`, `role="status"`) is
 * given, even when it is the same text as before: a screen empties a region before saying
 * something new, so that it is announced again.
 */
export async function nextMessage(region: HTMLElement, action: () => void | Promise<void>, timeoutMs = 5000): Promise<string> {
  const said: string[] = [];
  const observer = new MutationObserver(() => said.push(region.textContent ?? ""));
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  try {
    await action();
    return await waitFor(() => said.find((text) => text), timeoutMs);
  } finally {
    observer.disconnect();
  }
}

/** Types into an input as a person would: React tracks the value it set, so through the prototype's setter. */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export interface OfficeTestServer {
  readonly server: TestServer;
  readonly base: string;
  readonly ids: DemoIds;
  /** Opens `path` (with its query and hash) as the server's page would, `vendor` on `#office` and `lang` on `<html>`. */
  open(path: string, options?: { vendor?: { slug: string; name: string } | null; lang?: string }): Promise<MountedPage>;
  /** Gives a demo staff member an email and a password (as an accepted invitation would); answers their id. */
  account(key: string, email: string, password: string): Promise<number>;
}

export const MAPLE = { slug: "demo", name: "Maple & Main Credit Union" };

declare global {
  interface Window {
    happyDOM: { setURL(url: string): void };
  }
}

export function useOfficeServer(): OfficeTestServer {
  let server: TestServer | undefined;
  let base = "";
  let ids: DemoIds | undefined;
  const mounted: MountedPage[] = [];
  beforeAll(async () => {
    server = await createTestServer("sqlite");
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    ids = await demoIds(server.store.db);
  });
  // The page's cookie outlives a test: whoever a test left signed in is signed out, so the next starts signed out.
  afterEach(async () => {
    for (const page of mounted.splice(0)) {
      const { store, api } = page.office.context;
      if (store.getState().session.status === "signed-in") await signOut(api);
      page.office.unmount();
      page.container.remove();
    }
  });
  afterAll(async () => {
    await server?.close();
  });
  const ready = () => {
    if (!server || !ids) throw new Error("the server is not running");
    return { server, ids };
  };
  return {
    get server() {
      return ready().server;
    },
    get base() {
      return base;
    },
    get ids() {
      return ready().ids;
    },
    account: (key, email, password) => giveAccount(ready().server, { vendor: "demo", key, email, password }),
    async open(path, options = {}) {
      window.happyDOM.setURL(`${base}${path}`);
      document.documentElement.lang = options.lang ?? "en";
      const container = document.createElement("div");
      container.id = "office";
      const vendor = options.vendor === undefined ? MAPLE : options.vendor;
      if (vendor) {
        container.dataset.vendor = vendor.slug;
        container.dataset.vendorName = vendor.name;
      }
      document.body.append(container);
      const office = await mountOffice(container, window);
      const text = () => container.textContent ?? "";
      const page: MountedPage = {
        container,
        office,
        text,
        async waitForText(expected, timeoutMs = 5000) {
          try {
            await waitFor(() => (typeof expected === "string" ? text().includes(expected) : expected.test(text())), timeoutMs);
          } catch {
            throw new Error(`"${String(expected)}" never appeared; the page shows: ${text().slice(0, 600)}`);
          }
        },
        byId: <T extends HTMLElement>(id: string) => waitFor(() => container.ownerDocument.getElementById(id) as T | null),
        button: (name) =>
          waitFor(() => [...container.querySelectorAll<HTMLButtonElement>("button")].find((b) => (b.getAttribute("aria-label") ?? b.textContent) === name)),
      };
      mounted.push(page);
      return page;
    },
  };
}
