/**
 * An element on someone else's page routes in its own memory by default (issue 19, item 1): two
 * elements on one page keep their own screens, the host's URL and history are left alone (no
 * confirm code in the host's URL, no history entry per step), a host link to `#faq` changes
 * nothing, and a deep link already in the host's URL is read once at start.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import type { TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor, type MountedElement } from "../helpers/element-harness.js";

describe("routing in memory (the default on a host page)", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  const mounted: MountedElement[] = [];
  const mount = async (attributes: Record<string, string> = {}) => {
    const el = await mountElement({ vendor: "demo", "api-base": base, routing: "memory", ...attributes });
    mounted.push(el);
    return el;
  };
  const button = (el: MountedElement, name: string) =>
    waitFor(() => [...el.shadow.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent?.includes(name)));

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
  });

  it("keeps two elements' screens apart and the host's URL and history untouched", async () => {
    window.history.replaceState(null, "", "/host/page?tab=queue#faq");
    const historyLength = window.history.length;
    const first = await mount();
    const second = await mount();
    await first.waitForText("Downtown Branch");
    await second.waitForText("Downtown Branch");
    const steps: string[] = [];
    first.element.addEventListener("queue-booking:step-changed", (event) => steps.push((event as CustomEvent<{ path: string }>).detail.path));

    (await button(first, "Downtown Branch")).click();
    // Straight to the form, or through the location's details first.
    await waitFor(() => {
      [...first.shadow.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent === "Select this location")?.click();
      return steps.some((path) => path === `/callback-service/${ids.location("downtown")}`);
    });
    await first.waitForText("Join the line");
    // The other element stays on the list; the host's URL and history are as they were.
    expect(second.text()).toContain("Downtown Branch");
    expect(second.text()).not.toContain("Join the line");
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/host/page?tab=queue#faq");
    expect(window.history.length).toBe(historyLength);

    // A host link elsewhere on the page changes the hash: the element does not follow it.
    window.location.hash = "#contact";
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.text()).toContain("Join the line");
  });

  it("opens a deep link the host's URL carries, once, and writes no confirm code back", async () => {
    const joined = await joinDowntown(server, ids);
    window.location.hash = `#/callback-service/confirmation?id=${joined.id}&code=${joined.code}`;
    const el = await mount();
    await el.waitForText("Your request has been added");
    // Going elsewhere inside the element leaves the host's hash as the host set it.
    window.location.hash = "";
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.text()).toContain("Your request has been added");
    expect(window.location.hash).toBe("");
  });
});
