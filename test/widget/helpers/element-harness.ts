/**
 * Mounts `<queue-booking>` in happy-dom against a real server on a real port, and reads its
 * shadow root the way a host page would.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";
import { defineQueueBooking } from "../../../widget/src/register.js";

export interface MountedElement {
  element: HTMLElement;
  shadow: ShadowRoot;
  /** Resolves once the shadow root's text contains `text` (polls; rejects after the timeout). */
  waitForText(text: string | RegExp, timeoutMs?: number): Promise<void>;
  text(): string;
  remove(): void;
}

export async function startServer(options: { now?: string } = {}): Promise<{ server: TestServer; base: string }> {
  const server = await createTestServer("sqlite", options);
  const base = await server.app.listen({ port: 0, host: "127.0.0.1" });
  return { server, base };
}

export async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Types into a field as a person would: React tracks the value it set, so go through the prototype's setter. */
export function typeInto(node: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string, event = "input"): void {
  const proto = Object.getPrototypeOf(node) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(node, value);
  node.dispatchEvent(new Event(event, { bubbles: true }));
}

/**
 * Mounts an element. Unless told otherwise it keeps its route in the page's hash (the opt-in
 * `routing="hash"`), where these tests set the screen to start on and read where it went; the
 * default, routing in memory, has tests of its own (test/widget/routing/).
 */
export async function mountElement(attributes: Record<string, string>): Promise<MountedElement> {
  defineQueueBooking();
  const element = document.createElement("queue-booking");
  for (const [name, value] of Object.entries({ routing: "hash", ...attributes })) element.setAttribute(name, value);
  document.body.append(element);
  const shadow = await waitFor(() => element.shadowRoot);
  const text = () => shadow.textContent ?? "";
  return {
    element,
    shadow,
    text,
    async waitForText(expected, timeoutMs = 5000) {
      try {
        await waitFor(() => (typeof expected === "string" ? text().includes(expected) : expected.test(text())), timeoutMs);
      } catch {
        throw new Error(`"${String(expected)}" never appeared; the element shows: ${text().slice(0, 500)}`);
      }
    },
    remove: () => element.remove(),
  };
}

export interface ElementTestServer {
  readonly server: TestServer;
  readonly base: string;
  readonly ids: DemoIds;
  /** Mounts a demo element talking to this server, with the page's hash set first. */
  mount(hash: string, attributes?: Record<string, string>): Promise<MountedElement>;
}

/**
 * One real server for a test file, and elements that are removed after each test (with the
 * page's hash cleared), so tests do not see each other's screens. `clockAhead` sets the
 * server's fixed clock half a minute ahead of the real one, so the whole minutes of a wait the
 * element measures from the browser's clock come out as the server computed them.
 */
export function useElementTestServer(options: { clockAhead?: boolean } = {}): ElementTestServer {
  let started: { server: TestServer; base: string; ids: DemoIds } | undefined;
  const mounted: MountedElement[] = [];
  const get = () => {
    if (!started) throw new Error("the test server is not running");
    return started;
  };
  beforeAll(async () => {
    const { server, base } = await startServer(options.clockAhead ? { now: new Date(Date.now() + 30_000).toISOString() } : {});
    started = { server, base, ids: await demoIds(server.store.db) };
  });
  afterAll(async () => {
    // Requests an element started just before removal finish first.
    await new Promise((r) => setTimeout(r, 100));
    await started?.server.close();
  });
  afterEach(() => {
    for (const el of mounted.splice(0)) el.remove();
    window.location.hash = "";
  });
  return {
    get server() {
      return get().server;
    },
    get base() {
      return get().base;
    },
    get ids() {
      return get().ids;
    },
    async mount(hash, attributes = {}) {
      window.location.hash = hash;
      const el = await mountElement({ vendor: "demo", "api-base": get().base, ...attributes });
      mounted.push(el);
      return el;
    },
  };
}
