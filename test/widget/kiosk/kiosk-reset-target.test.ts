import { describe, expect, it } from "vitest";
import { kioskResetQuery, kioskResetRoute, kioskResetUrl } from "../../../widget/src/kiosk/kiosk-reset-target.js";

describe("kiosk reset target", () => {
  it("is /how with the location and kiosk mode, keeping lang, use_new_kiosk, a kiosk QR source and the vendor", () => {
    const query = { lang: "es", use_new_kiosk: "1", booked_through: "kiosk_qr", vendor: "demo", service: "3", id: "9", code: "X" };
    expect(kioskResetUrl({ path: "/callback-service/confirmation", query }, 12)).toBe(
      "/how?location=12&mode=kiosk&lang=es&use_new_kiosk=1&booked_through=kiosk_qr&vendor=demo",
    );
  });

  it("stays under the vendor's own path, so the next client gets the same vendor's kiosk", () => {
    expect(kioskResetUrl({ path: "/s/maple-main/callback-service/confirmation", query: { id: "9", code: "X", mode: "kiosk" } }, 12)).toBe(
      "/s/maple-main/how?location=12&mode=kiosk",
    );
    expect(kioskResetRoute({ path: "/s/maple-main/callback-service/manage", query: {} }, 7)).toEqual({
      path: "/s/maple-main/callback-service/7",
      query: { mode: "kiosk" },
    });
  });

  it("drops other sources and everything the last person chose", () => {
    expect(kioskResetQuery({ booked_through: "online_queue", service: "3", utm_source: "x" }, 4)).toEqual({ location: "4", mode: "kiosk" });
  });

  it("is the location's form as an element route", () => {
    expect(kioskResetRoute({ path: "/callback-service/confirmation", query: { lang: "fr" } }, 7)).toEqual({
      path: "/callback-service/7",
      query: { mode: "kiosk", lang: "fr" },
    });
  });
});
