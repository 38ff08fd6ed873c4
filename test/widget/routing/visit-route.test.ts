import { describe, expect, it } from "vitest";
import { screenFor, vendorPrefix, visitRoute } from "../../../widget/src/routing/route.js";

describe("visitRoute", () => {
  it("keeps the vendor, the mode, the source, the walk-in flag, the kiosk options and tracking", () => {
    const visit = {
      vendor: "city-permits",
      mode: "embed",
      walk_in: "1",
      use_new_kiosk: "1",
      booked_through: "kiosk_qr",
      workflow: "4",
      utm_source: "mail",
      utm_medium: "sms",
      utm_campaign: "fall",
      utm_term: "queue",
      utm_content: "a",
    };
    const current = { path: "/callback-service/7", query: { ...visit, lang: "fr", service: "3", meeting_method: "2" } };
    const next = visitRoute(current, "/callback-service/confirmation", { id: "9", code: "ABCD2345", lang: "es" });
    // What the caller gives wins; the form's choices stay behind.
    expect(next).toEqual({ path: "/callback-service/confirmation", query: { ...visit, lang: "es", id: "9", code: "ABCD2345" } });
  });

  it("drops what belonged to one screen: the last appointment's id and code, the form's choices", () => {
    const next = visitRoute({ path: "/callback-service/manage", query: { id: "9", code: "X", service: "3", vendor: "demo" } }, "/callback-service/4");
    expect(next).toEqual({ path: "/callback-service/4", query: { vendor: "demo" } });
  });

  it("stays under the vendor's own path", () => {
    expect(visitRoute({ path: "/s/maple-main/callback-service/7", query: {} }, "/callback-service/confirmation", { id: "1" })).toEqual({
      path: "/s/maple-main/callback-service/confirmation",
      query: { id: "1" },
    });
    expect(vendorPrefix("/s/maple-main/book/manage")).toBe("/s/maple-main");
    expect(vendorPrefix("/callback-service/s/x/")).toBe("");
    expect(screenFor("/s/maple-main/callback-service/confirmation")).toEqual({ name: "manage" });
  });
});
