import { describe, expect, it } from "vitest";
import { bookAnotherTarget } from "../../../widget/src/routing/book-another.js";
import type { PublicVendorSettings } from "#contract";

const settings = (clientView: Partial<PublicVendorSettings["client_view"]>) =>
  ({ client_view: { book_another_link: null, vendor_path: null, location_locking: false, ...clientView } }) as unknown as PublicVendorSettings;
const route = { path: "/callback-service/confirmation", query: { id: "7", code: "ABCD2345", lang: "es", utm_source: "mail" } };

describe("bookAnotherTarget", () => {
  it("starts over keeping the query but the appointment's id and code", () => {
    expect(bookAnotherTarget(route, settings({}), 3)).toEqual({
      kind: "route",
      route: { path: "/callback-service", query: { lang: "es", utm_source: "mail" } },
    });
  });

  it("keeps the location when location locking is on, under the vendor's path when it has one", () => {
    expect(bookAnotherTarget(route, settings({ location_locking: true, vendor_path: "maple" }), 3)).toMatchObject({
      route: { path: "/s/maple/callback-service/3" },
    });
  });

  it("stays in the element's own routes on a vendor's page, where a vendor path means nothing", () => {
    expect(bookAnotherTarget(route, settings({ vendor_path: "maple" }), 3, false)).toMatchObject({ route: { path: "/callback-service" } });
  });

  it("uses the vendor's own book-another link when set", () => {
    expect(bookAnotherTarget(route, settings({ book_another_link: "https://example.org/book" }))).toEqual({
      kind: "url",
      url: "https://example.org/book",
    });
  });
});
