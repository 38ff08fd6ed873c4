/** A location's phone in the open API: `+` and digits for links, formatted by the number's country. */
import { describe, expect, it } from "vitest";
import type { LocationRow } from "../../../server/src/db/schema.js";
import { locationPhone } from "../../../server/src/locations/location-phone.js";

const row = (phone: string, country: string) => ({ phone, country }) as LocationRow;

describe("locationPhone", () => {
  it("formats a number of the location's country nationally", () => {
    expect(locationPhone(row("+13125550122", "US"))).toEqual({ phone: "+13125550122", phone_formatted: "(312) 555-0122" });
    expect(locationPhone(row("+33 1 42 68 53 00", "FR"))).toEqual({ phone: "+33142685300", phone_formatted: "01 42 68 53 00" });
  });

  it("formats a number of another country internationally, Canada and the US included", () => {
    expect(locationPhone(row("+14165550144", "US"))).toEqual({ phone: "+14165550144", phone_formatted: "+1 416 555 0144" });
    expect(locationPhone(row("+12125550100", "FR"))).toEqual({ phone: "+12125550100", phone_formatted: "+1 212 555 0100" });
  });

  it("reads a number the vendor wrote without its country code as one of the location's country", () => {
    expect(locationPhone(row("(212) 555-0100", "US"))).toEqual({ phone: "+12125550100", phone_formatted: "(212) 555-0100" });
  });

  it("keeps what does not read as a number as the vendor wrote it", () => {
    expect(locationPhone(row("ask at the desk", "US"))).toEqual({ phone: "ask at the desk", phone_formatted: "ask at the desk" });
    expect(locationPhone(row("", "US"))).toEqual({ phone: "", phone_formatted: "" });
  });
});
