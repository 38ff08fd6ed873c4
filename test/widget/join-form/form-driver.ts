/**
 * Drives the join form from outside its shadow root, as a host page or a person would:
 * mounts the element on `#/callback-service/{id}`, types into fields, ticks boxes, submits.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { TEST_NOW, type TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, typeInto, waitFor, type MountedElement } from "../helpers/element-harness.js";

export interface FormPage extends MountedElement {
  field<T extends Element = HTMLInputElement>(selector: string): T;
  type(selector: string, value: string): void;
  choose(selector: string, value: string): void;
  click(selector: string): void;
  submitButton(): HTMLButtonElement;
  /** Resolves once the form is complete (its services and questions loaded). */
  ready(): Promise<void>;
}

const mounted = new Set<MountedElement>();

/** Removes every element the tests mounted (hash routing: a leftover would follow the next test's hash). */
export function removeAll(): void {
  for (const el of mounted) el.remove();
  mounted.clear();
  window.location.hash = "";
  sessionStorage.clear();
}

/** Mounts on the hash route of a location, with an optional query ("meeting_method=2&mode=kiosk"). */
export function openForm(base: string, locationId: number, query = "", attributes: Record<string, string> = {}): Promise<FormPage> {
  return openRoute(base, `/callback-service/${locationId}${query ? `?${query}` : ""}`, attributes);
}

/** Mounts the element on any hash route (path and query), for the vendor `demo` unless told. */
export async function openRoute(base: string, route: string, attributes: Record<string, string> = {}): Promise<FormPage> {
  window.location.hash = `#${route}`;
  const el = await mountElement({ vendor: "demo", "api-base": base, ...attributes });
  mounted.add(el);
  const field = <T extends Element = HTMLInputElement>(selector: string): T => {
    const found = el.shadow.querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector} in: ${el.text().slice(0, 300)}`);
    return found;
  };
  return {
    ...el,
    field,
    type(selector, value) {
      typeInto(field<HTMLInputElement | HTMLTextAreaElement>(selector), value);
    },
    choose(selector, value) {
      typeInto(field<HTMLSelectElement>(selector), value, "change");
    },
    click(selector) {
      field<HTMLElement>(selector).click();
    },
    submitButton: () => field<HTMLButtonElement>('button[type="submit"]'),
    async ready() {
      await waitFor(() => el.shadow.querySelector('form[aria-busy="false"]'));
    },
  };
}

/** Lets React flush a change and any answers in flight. */
export const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));

/** Answers the demo's required "Are you already a member?" question (asked for every service). */
export function answerMember(page: FormPage, memberQuestionId: number): void {
  page.click(`input[name="qb-question-${memberQuestionId}"][value="1"]`);
}

/** Fills the fields every join needs. */
export function fillContact(page: FormPage, first = "Maria", phone = "+12125550199"): void {
  page.type("#qb-first-name", first);
  page.type("#qb-last-name", "García");
  page.type("#qb-phone", phone);
}

/** Resolves with the confirmation route's query once the form has moved there. */
export async function confirmationQuery(): Promise<Record<string, string>> {
  const hash = await waitFor(() => window.location.hash.startsWith("#/callback-service/confirmation?") && window.location.hash).catch(() => {
    const shown = document.querySelector("queue-booking")?.shadowRoot?.textContent?.replace(/^.*}/s, "") ?? "";
    throw new Error(`still at ${window.location.hash}; the element shows: ${shown.slice(0, 500)}`);
  });
  return Object.fromEntries(new URLSearchParams(hash.split("?")[1]));
}

/** Lets the test page (http://localhost:3000) write to a vendor that lists no browser origins. */
export async function allowTestPageOrigin(server: TestServer, slug: string): Promise<void> {
  const row = await server.store.db.selectFrom("vendors").select("settings").where("slug", "=", slug).executeTakeFirstOrThrow();
  const settings = JSON.parse(row.settings) as { allowed_origins?: string[] };
  settings.allowed_origins = [...new Set([...(settings.allowed_origins ?? []), window.location.origin])];
  await server.store.db
    .updateTable("vendors")
    .set({ settings: JSON.stringify(settings) })
    .where("slug", "=", slug)
    .execute();
}

/** The file's server, its base URL and the demo's ids; set before the first test runs. */
export interface FormTestServer {
  server: TestServer;
  /** `http://127.0.0.1:{port}` of the listening server. */
  base: string;
  ids: DemoIds;
}

/**
 * A real server on a free port for one test file, with the demo's ids; no element is left from
 * before a test, and after it the elements are removed and the server's clock is back at the
 * test instant.
 */
export function useFormTestServer(): FormTestServer {
  const context = {} as FormTestServer;
  beforeAll(async () => {
    const { server, base } = await startServer();
    Object.assign(context, { server, base, ids: await demoIds(server.store.db) });
  });
  afterAll(async () => {
    // Lets answers in flight to removed elements land before the server goes.
    await new Promise((r) => setTimeout(r, 100));
    await context.server.close();
  });
  beforeEach(removeAll);
  afterEach(() => {
    removeAll();
    context.server.clock.set(TEST_NOW);
  });
  return context;
}

/**
 * Changes the demo vendor's contact options behind an element already showing its form, so
 * only the server knows (a join then fails on the server, whatever the form checked); answers
 * the undo.
 */
export async function changeContactOptions(server: TestServer, options: Record<string, string>): Promise<() => Promise<void>> {
  const { db } = server.store;
  const row = await db.selectFrom("vendors").select("settings").where("slug", "=", "demo").executeTakeFirstOrThrow();
  const settings = JSON.parse(row.settings) as { callback_contact_options: Record<string, string> };
  const changed = { ...settings, callback_contact_options: { ...settings.callback_contact_options, ...options } };
  await db
    .updateTable("vendors")
    .set({ settings: JSON.stringify(changed) })
    .where("slug", "=", "demo")
    .execute();
  return async () => {
    await db.updateTable("vendors").set({ settings: row.settings }).where("slug", "=", "demo").execute();
  };
}
