/**
 * Mounts `<queue-booking>` in happy-dom against a real server on a real port, and reads its
 * shadow root the way a host page would.
 */
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

export async function startServer(): Promise<{ server: TestServer; base: string }> {
  const server = await createTestServer("sqlite");
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

export async function mountElement(attributes: Record<string, string>): Promise<MountedElement> {
  defineQueueBooking();
  const element = document.createElement("queue-booking");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
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
