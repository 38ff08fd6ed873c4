/** The phone rule the form and the server share (spec section 5): shape, then the chosen country's plan. */
import { describe, expect, it } from "vitest";
import { checkPhone, readPhone } from "#contract";

describe("readPhone", () => {
  it("takes a number with its country code as it is, separators removed", () => {
    expect(readPhone("+33 6 12 34 56 78", "US")).toEqual({ ok: true, e164: "+33612345678" });
    expect(readPhone("+12125550199", "")).toEqual({ ok: true, e164: "+12125550199" });
  });

  it("completes a national number with the chosen country's code, trunk prefix dropped", () => {
    expect(readPhone("2125550199", "US")).toEqual({ ok: true, e164: "+12125550199" });
    expect(readPhone("1 (212) 555-0199", "US")).toEqual({ ok: true, e164: "+12125550199" });
    expect(readPhone("416-555-0144", "CA")).toEqual({ ok: true, e164: "+14165550144" });
    expect(readPhone("06 12 34 56 78", "FR")).toEqual({ ok: true, e164: "+33612345678" });
    expect(readPhone("02-1234-5678", "KR")).toEqual({ ok: true, e164: "+82212345678" });
  });

  it("refuses a national number that cannot be one of the chosen country, as the server does", () => {
    expect(readPhone("12345678", "US")).toEqual({ ok: false, code: "phone_needs_country_code" });
    expect(readPhone("0612345678", "US")).toEqual({ ok: false, code: "phone_needs_country_code" });
    expect(readPhone("2121234567", "US")).toEqual({ ok: false, code: "phone_needs_country_code" });
    // "Another country", or one without a plan: only numbers with their + are taken.
    expect(readPhone("2125550199", "")).toEqual({ ok: false, code: "phone_needs_country_code" });
    expect(readPhone("2125550199", "ZA")).toEqual({ ok: false, code: "phone_needs_country_code" });
  });

  it("keeps the spec's shape first: 8 to 15 digits, optionally after +", () => {
    expect(readPhone("12345", "US")).toEqual({ ok: false, code: "phone_invalid" });
    expect(readPhone("+1234567890123456", "US")).toEqual({ ok: false, code: "phone_invalid" });
    expect(readPhone("   ", "US")).toEqual({ ok: true, e164: "" });
    expect(checkPhone("", "US")).toBeNull();
  });
});
