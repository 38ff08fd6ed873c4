/**
 * Mounts the desk (its view, without the app's frame) in happy-dom against a real server on a
 * free port, the page at the server's own origin as `/office/desk` is, signed in through the real
 * API as a demo staff member: the session cookie, its CSRF token and the live channel work as in
 * a browser. One server per test file; each test mounts afresh and unmounts after.
 */
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createRoot } from "react-dom/client";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { Locale } from "#contract";
import { createDeskApi, type DeskApi } from "../../../office/src/desk/desk-api.js";
import { createDeskHttp } from "../../../office/src/desk/desk-http.js";
import { DeskView } from "../../../office/src/desk/desk-view.js";
import { liveUrl } from "../../../office/src/desk/live-channel.js";
import { createOfficeI18n } from "../../../office/src/i18n/office-i18n.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { giveAccount } from "../../helpers/office-session.js";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";

export const PASSWORD = "desk-password-123";

declare global {
  interface Window {
    happyDOM: { setURL(url: string): void };
  }
}

export async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 5000, what = "the desk"): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}; it shows: ${document.body.textContent?.slice(0, 800)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Types into an input as a person would: React tracks the value it set, so through the prototype's setter. */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export const key = (target: Element, name: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true, ...init }));

export interface MountedDesk {
  container: HTMLElement;
  api: DeskApi;
  text(): string;
  waitForText(text: string | RegExp, timeoutMs?: number): Promise<void>;
  /** The button whose accessible name (aria-label, else its text) is `name`. */
  button(name: string): Promise<HTMLButtonElement>;
  /** The polite live region's text. */
  announced(): string;
  /** Every text the live region has shown since mounting, in order. */
  announcements: string[];
  alert(): string;
}

export interface DeskTestServer {
  readonly server: TestServer;
  readonly base: string;
  readonly ids: DemoIds;
  /** Signs a demo staff member in (an account first) and mounts their desk. */
  open(staffKey: string, options?: { fetch?: typeof fetch; locale?: Locale }): Promise<MountedDesk>;
}

async function signInAs(base: string, staffKey: string): Promise<string> {
  const res = await fetch(`${base}/api/v2/office/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-vendor": "demo" },
    body: JSON.stringify({ email: `${staffKey}@desk.example`, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${staffKey}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { csrf_token: string } }).data.csrf_token;
}

export function useDeskServer(): DeskTestServer {
  let server: TestServer | undefined;
  let base = "";
  let ids: DemoIds | undefined;
  let i18n: I18n | undefined;
  const languages = new Map<Locale, I18n>();
  const cleanups: (() => void)[] = [];
  beforeAll(async () => {
    server = await createTestServer("sqlite");
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    ids = await demoIds(server.store.db);
    i18n = await createOfficeI18n("en");
  });
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  afterAll(async () => {
    await server?.close();
  });
  const ready = () => {
    if (!server || !ids || !i18n) throw new Error("the server is not running");
    return { server, ids, i18n };
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
    async open(staffKey, options = {}) {
      const { server: running, i18n: english } = ready();
      const locale = options.locale ?? "en";
      let lingui = locale === "en" ? english : languages.get(locale);
      if (!lingui) {
        lingui = await createOfficeI18n(locale);
        languages.set(locale, lingui);
      }
      window.happyDOM.setURL(`${base}/office/desk`);
      await giveAccount(running, { vendor: "demo", key: staffKey, email: `${staffKey}@desk.example`, password: PASSWORD });
      let csrf = await signInAs(base, staffKey);
      const api = createDeskApi(
        createDeskHttp({
          base,
          locale,
          csrfToken: () => csrf,
          async refreshCsrfToken() {
            csrf = await signInAs(base, staffKey);
            return csrf;
          },
          fetch: options.fetch,
        }),
      );
      const container = document.createElement("div");
      document.body.append(container);
      const root = createRoot(container);
      root.render(
        <I18nProvider i18n={lingui}>
          <DeskView api={api} liveUrl={liveUrl(base, "demo")} />
        </I18nProvider>,
      );
      const announcements: string[] = [];
      const region = await waitFor(() => container.querySelector('[aria-live="polite"]'));
      const observer = new MutationObserver(() => {
        const said = region.textContent ?? "";
        if (said) announcements.push(said);
      });
      observer.observe(region, { childList: true, subtree: true, characterData: true });
      cleanups.push(() => {
        observer.disconnect();
        root.unmount();
        container.remove();
      });
      const text = () => container.textContent ?? "";
      return {
        container,
        api,
        text,
        async waitForText(expected, timeoutMs = 5000) {
          await waitFor(() => (typeof expected === "string" ? text().includes(expected) : expected.test(text())), timeoutMs, String(expected));
        },
        button: (name) =>
          waitFor(
            () => [...container.querySelectorAll<HTMLButtonElement>("button")].find((b) => (b.getAttribute("aria-label") ?? b.textContent) === name),
            5000,
            `the button "${name}"`,
          ),
        announced: () => region.textContent ?? "",
        announcements,
        alert: () => container.querySelector('[role="alert"]')?.textContent ?? "",
      };
    },
  };
}
