/** The booking side of the permission matrix and its status machine, without a database. */
import { describe, expect, it } from "vitest";
import { allowedAppointmentActions } from "../../../server/src/staff/appointment-actions.js";
import { isAppointmentDue, waitsInLine } from "../../../server/src/staff/appointment-due.js";
import { BOOKING_TRANSITIONS } from "../../../server/src/staff/appointment-transitions.js";
import type { Actor } from "../../../server/src/staff/staff-permissions.js";
import { ADMIN_PRINCIPAL } from "../../../server/src/staff/staff-principal.js";

const HERE = 1;
const ME = 100;
const COLLEAGUE = 101;

function actor(roleLevel: number, locations = [HERE]): Actor {
  return {
    principal: { kind: "staff", id: ME, vendorId: 1, vendorSlug: "v", vendorName: "V", fullName: "Me", roleLevel },
    locations: new Set(locations),
    serves: new Set(),
  };
}
const admin: Actor = { principal: ADMIN_PRINCIPAL, locations: new Set(), serves: new Set() };
const booking = (overrides: Partial<{ status: number; meeting_method: number; checked_in_at: string | null; staff_id: number; location_id: number }> = {}) => ({
  status: 1,
  meeting_method: 1,
  checked_in_at: null,
  staff_id: ME,
  location_id: HERE,
  ...overrides,
});

describe("booking transitions", () => {
  it("allows exactly start, complete, served, the two no-shows and cancel", () => {
    const legal: Record<string, string> = {};
    for (const from of [1, 2, 3, 4, 5, 6]) {
      for (const to of [1, 2, 3, 4, 5, 6]) {
        const action = BOOKING_TRANSITIONS.actionOf(from, to);
        if (action) legal[`${from}>${to}`] = action;
      }
    }
    expect(legal).toEqual({ "1>5": "start", "5>2": "complete", "1>6": "serve", "1>3": "no_show", "5>3": "no_show", "1>4": "cancel" });
    expect(BOOKING_TRANSITIONS.illegal(6, 5).message).toBe("A served appointment cannot become in progress");
    expect(BOOKING_TRANSITIONS.illegal(5, 6).message).toBe("An in progress appointment cannot become served");
  });
});

describe("booking actions by role", () => {
  it.each([
    ["contact centre, own booking", actor(5), booking(), ["check_in", "start", "serve", "no_show"]],
    ["kiosk", actor(7), booking({ staff_id: COLLEAGUE }), ["check_in"]],
    ["staff, own booking", actor(10), booking(), ["check_in", "start", "serve", "no_show"]],
    ["staff, a colleague's booking", actor(10), booking({ staff_id: COLLEAGUE }), ["check_in"]],
    ["staff plus, a colleague's booking", actor(13), booking({ staff_id: COLLEAGUE }), ["check_in", "cancel", "move"]],
    ["manager elsewhere", actor(20, []), booking({ staff_id: COLLEAGUE }), ["check_in", "start", "serve", "no_show", "cancel", "move"]],
    ["staff at another location", actor(15, [2]), booking({ staff_id: COLLEAGUE }), []],
    ["admin, a video booking", admin, booking({ meeting_method: 3 }), ["start", "serve", "no_show", "cancel", "move", "meeting_link"]],
    ["staff, own visit in progress", actor(10), booking({ status: 5, meeting_method: 3 }), ["complete", "no_show", "meeting_link"]],
    ["manager, a finished visit", actor(20), booking({ status: 2 }), []],
  ])("%s", (_, who, what, expected) => {
    expect(allowedAppointmentActions(who, what)).toEqual(expected);
  });
});

describe("when a booking is due", () => {
  // 10:00 in New York on 2026-11-24.
  const start = "2026-11-24T15:00:00.000Z";
  const at = (iso: string) => new Date(iso);
  const facts = (overrides: Partial<{ status: number; meeting_method: number; checked_in_at: string | null }> = {}) => ({
    status: 1,
    meeting_method: 1,
    checked_in_at: "2026-11-24T14:40:00.000Z",
    starts_at: start,
    timezone: "America/New_York",
    ...overrides,
  });

  it("is due five minutes before its start, once the client is there, on its own day only", () => {
    expect(isAppointmentDue(facts(), at("2026-11-24T14:54:00.000Z"))).toBe(false);
    expect(isAppointmentDue(facts(), at("2026-11-24T14:55:00.000Z"))).toBe(true);
    expect(isAppointmentDue(facts({ checked_in_at: null }), at(start))).toBe(false);
    expect(isAppointmentDue(facts({ checked_in_at: null, meeting_method: 2 }), at(start))).toBe(true);
    expect(isAppointmentDue(facts({ checked_in_at: null, meeting_method: 4 }), at(start))).toBe(false);
    expect(isAppointmentDue(facts({ status: 5 }), at(start))).toBe(false);
    // 04:59 UTC on the 25th is still the 24th in New York; 05:00 is the next day.
    expect(isAppointmentDue(facts(), at("2026-11-25T04:59:00.000Z"))).toBe(true);
    expect(isAppointmentDue(facts(), at("2026-11-25T05:00:00.000Z"))).toBe(false);
  });

  it("waits in the line from its check-in, a remote one once due", () => {
    expect(waitsInLine(facts(), at("2026-11-24T14:41:00.000Z"))).toBe(true);
    expect(waitsInLine(facts({ checked_in_at: null, meeting_method: 3 }), at("2026-11-24T14:41:00.000Z"))).toBe(false);
    expect(waitsInLine(facts({ checked_in_at: null, meeting_method: 3 }), at("2026-11-24T14:56:00.000Z"))).toBe(true);
  });
});
