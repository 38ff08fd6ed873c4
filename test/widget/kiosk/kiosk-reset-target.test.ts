import { describe, expect, it } from "vitest";
import { kioskResetQuery, kioskResetRoute, kioskResetUrl } from "../../../widget/src/kiosk/kiosk-reset-target.js";

describe("kiosk reset target", () => {
  it("is /how with the location and kiosk mode, keeping lang, use_new_kiosk and a kiosk QR source", () => {
    const query = { lang: "es", use_new_kiosk: "1", booked_through: "kiosk_qr", vendor: "demo", service: "3", id: "9", code: "X" };
    expect(kioskResetUrl(query, 12)).toBe("/how?location=12&mode=kiosk&lang=es&use_new_kiosk=1&booked_through=kiosk_qr&vendor=demo");
  });

  it("drops other sources and everything the last person chose", () => {
    expect(kioskResetQuery({ booked_through: "online_queue", service: "3", utm_source: "x" }, 4)).toEqual({ location: "4", mode: "kiosk" });
  });

  it("is the location's form as an element route", () => {
    expect(kioskResetRoute({ lang: "fr" }, 7)).toEqual({ path: "/callback-service/7", query: { mode: "kiosk", lang: "fr" } });
  });
});
