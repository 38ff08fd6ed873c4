/** The form's estimated wait follows the line live: another client joining makes it longer. */
import { describe, expect, it } from "vitest";
import { joinDowntown } from "../../helpers/join-demo.js";
import { useElementTestServer, waitFor } from "../helpers/element-harness.js";

describe("join form: the wait, live", () => {
  const harness = useElementTestServer({ clockAhead: true });

  it("grows when other clients join the same line", async () => {
    const downtown = harness.ids.location("downtown");
    const deposits = harness.ids.service("deposits");
    const el = await harness.mount(`#/callback-service/${downtown}?service=${deposits}`);
    const wait = () => el.shadow.querySelector("#qb-service-wait")?.textContent ?? "";
    await waitFor(() => wait().includes("Estimated wait"));
    const before = wait();
    expect(before).toContain("5 minutes");
    // Two people serve deposits here: once both are taken, a new client waits a whole visit.
    await joinDowntown(harness.server, harness.ids);
    await joinDowntown(harness.server, harness.ids);
    await waitFor(() => wait() !== before && /\d/.test(wait()), 8_000);
    expect(wait()).not.toContain("5 minutes");
    // The form stayed usable while it refreshed in the background.
    expect(el.shadow.querySelector('form[aria-busy="false"]')).not.toBeNull();
  });
});
