/**
 * The picker's facts of a closed branch (issue 22, item 1): when it opens, on its clock with its
 * zone, and the wait counted from then; after closing, closed for the rest of today with no
 * wait. Monday 2026-11-23 04:00 New York time: 350 Fifth Avenue opens at 8:00, Toronto at 9:00
 * (both EST), Downtown never closes.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { useElementTestServer, waitFor } from "../helpers/element-harness.js";
import { setClocks as setSharedClocks } from "../helpers/shared-clock.js";
import { listedNames } from "./location-select-helpers.js";

const UPTOWN = "350 Fifth Avenue, New York, NY 10118";

describe("location picker: a closed branch", () => {
  const harness = useElementTestServer();
  afterEach(() => vi.restoreAllMocks());
  const setClocks = (iso: string) => setSharedClocks(harness.server, iso);

  /** Each listed location's facts, by name. */
  async function facts(lang = "en"): Promise<Record<string, string>> {
    const el = await harness.mount("", { lang });
    await waitFor(() => listedNames(el.shadow).length > 0);
    const items = [...el.shadow.querySelectorAll(".qb-location-item")];
    return Object.fromEntries(
      items.map((item) => [item.querySelector(".qb-location-name")?.textContent ?? "", item.querySelector(".qb-location-facts")?.textContent ?? ""]),
    );
  }

  it("before opening: says when each branch opens and counts the wait from then", async () => {
    setClocks("2026-11-23T09:00:00.000Z");
    const shown = await facts();
    expect(shown["Downtown Branch"]).toMatch(/^Open nowEstimated wait: /);
    expect(shown[UPTOWN]).toBe("Closed now, opens at 8:00 AM ESTEstimated wait after opening: 5 minutes");
    expect(shown["Toronto Branch"]).toBe("Closed now, opens at 9:00 AM ESTEstimated wait after opening: 5 minutes");
  });

  it("after closing: closed for the rest of today, without a wait, in the element's language", async () => {
    setClocks("2026-11-24T01:30:00.000Z");
    const shown = await facts("ko");
    expect(shown[UPTOWN]).toBe("오늘은 영업이 종료되었습니다");
    expect(shown["Toronto Branch"]).toBe("오늘은 영업이 종료되었습니다");
  });
});
