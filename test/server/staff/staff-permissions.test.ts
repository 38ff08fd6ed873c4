import { describe, expect, it } from "vitest";
import { capabilityKey } from "../../../server/src/queue/wait-time-engine.js";
import {
  canCancel,
  canFinish,
  canReadQueue,
  canSetPresence,
  canStart,
  canWrite,
  tierOf,
  type Actor,
  type VisitFacts,
} from "../../../server/src/staff/staff-permissions.js";
import { ADMIN_PRINCIPAL } from "../../../server/src/staff/staff-principal.js";

const HERE = 1;
const ELSEWHERE = 2;
const SERVICE = 7;
const ME = 100;

/** A staff member at HERE who serves SERVICE in person, by phone and by video. */
function actor(roleLevel: number, locations = [HERE]): Actor {
  return {
    principal: { kind: "staff", id: ME, vendorId: 1, vendorSlug: "v", vendorName: "V", fullName: "Me", roleLevel },
    locations: new Set(locations),
    serves: new Set([1, 2, 3].map((method) => capabilityKey(SERVICE, method))),
  };
}
const admin: Actor = { principal: ADMIN_PRINCIPAL, locations: new Set(), serves: new Set() };
const visit = (overrides: Partial<VisitFacts> = {}): VisitFacts => ({ locationId: HERE, serviceId: SERVICE, meetingMethod: 1, userId: null, ...overrides });
const allowed = (decision: { allowed: boolean }) => decision.allowed;

describe("staff permission matrix", () => {
  it("names the tier of every role level", () => {
    expect([5, 7, 10, 13, 15, 20, 30, 50].map(tierOf)).toEqual([
      "contact-centre",
      "kiosk",
      "staff",
      "staff-plus",
      "staff-plus",
      "manager",
      "manager",
      "manager",
    ]);
  });

  it.each([
    // level, start in person, start by phone, cancel, write at all, read elsewhere
    [5, false, true, false, true, false],
    [7, false, false, false, false, false],
    [10, true, true, false, true, false],
    [13, true, true, true, true, false],
    [15, true, true, true, true, false],
    [20, true, true, true, true, true],
    [30, true, true, true, true, true],
  ])("level %i: in person %s, phone %s, cancel %s, write %s, other locations %s", (level, inPerson, phone, cancel, write, elsewhere) => {
    const a = actor(level);
    expect(allowed(canStart(a, visit({ meetingMethod: 1 })))).toBe(inPerson);
    expect(allowed(canStart(a, visit({ meetingMethod: 2 })))).toBe(phone);
    expect(allowed(canCancel(a, visit()))).toBe(cancel);
    expect(allowed(canWrite(a))).toBe(write);
    expect(allowed(canReadQueue(a, ELSEWHERE))).toBe(elsewhere);
    expect(allowed(canReadQueue(a, HERE))).toBe(true);
  });

  it("needs a capability for the service and meeting method", () => {
    expect(canStart(actor(10), visit({ serviceId: SERVICE + 1 }))).toEqual({
      allowed: false,
      reason: "You do not serve this service by this meeting method",
    });
    expect(allowed(canStart(actor(10), visit({ meetingMethod: 4 })))).toBe(false);
  });

  it("lets only the server or a manager finish a visit in progress", () => {
    expect(allowed(canFinish(actor(10), visit({ userId: ME })))).toBe(true);
    expect(allowed(canFinish(actor(15), visit({ userId: ME + 1 })))).toBe(false);
    expect(allowed(canFinish(actor(20, []), visit({ userId: ME + 1 })))).toBe(true);
    expect(allowed(canFinish(actor(7), visit({ userId: ME })))).toBe(false);
  });

  it("lets staff set their own presence, managers anyone's, kiosks nobody's", () => {
    expect(allowed(canSetPresence(actor(5), ME))).toBe(true);
    expect(allowed(canSetPresence(actor(10), ME))).toBe(true);
    expect(allowed(canSetPresence(actor(15), ME + 1))).toBe(false);
    expect(allowed(canSetPresence(actor(20), ME + 1))).toBe(true);
    expect(allowed(canSetPresence(actor(7), ME))).toBe(false);
  });

  it("allows the admin principal everything", () => {
    for (const check of [canStart, canFinish, canCancel]) expect(allowed(check(admin, visit({ locationId: ELSEWHERE })))).toBe(true);
    expect(allowed(canSetPresence(admin, ME))).toBe(true);
    expect(allowed(canReadQueue(admin, ELSEWHERE))).toBe(true);
  });
});
