/**
 * The staff permission matrix, from role levels (spec section 6 names the levels, not what they
 * may do; this is our reading). Every check answers a decision with a reason a person can act
 * on; routes turn a refusal into 403 `forbidden`.
 *
 * | Level              | Read a line        | Serve (start, complete, no-show, video link)          | Cancel | Presence          |
 * |--------------------|--------------------|-------------------------------------------------------|--------|-------------------|
 * | 5 contact centre   | own locations      | phone and video clients they have capabilities for    | no     | own               |
 * | 7 kiosk            | own locations      | no                                                    | no     | no                |
 * | 10 staff           | own locations      | clients whose service + meeting method they serve     | no     | own               |
 * | 13/15 staff plus   | own locations      | as staff                                              | yes    | own               |
 * | 20+ manager        | every location     | as staff, at every location; finish anyone's visit    | yes    | anyone's          |
 * | ADMIN_TOKEN        | every vendor       | everything (starts name `acting_staff_id`)            | yes    | anyone's          |
 *
 * A visit in progress is finished (complete, no-show, video link) by whoever serves it, or by a
 * manager. Tenancy is not decided here: another vendor's ids are 404s before any check.
 *
 * Booked appointments follow the same matrix, read for a booking, which names who serves it:
 *
 * | Level              | Day view, check in | Serve a booking (start, complete, served, no-show, video link) | Cancel, move |
 * |--------------------|--------------------|-----------------------------------------------------------------|--------------|
 * | 5 contact centre   | own locations      | their own bookings                                              | no           |
 * | 7 kiosk            | own locations      | no                                                              | no           |
 * | 10 staff           | own locations      | their own bookings                                              | no           |
 * | 13/15 staff plus   | own locations      | their own bookings                                              | yes          |
 * | 20+ manager        | every location     | anyone's bookings (for the staff member booked)                 | yes          |
 * | ADMIN_TOKEN        | every vendor       | everything                                                      | yes          |
 *
 * Someone else serves a booking by moving it to themselves first (staff plus and up), so the
 * booking always names who serves it and that person's calendar holds its time.
 */
import { MeetingMethod, RoleLevel } from "#contract";
import { ApiError } from "../http/api-error.js";
import { capabilityKey } from "../queue/wait-time-engine.js";
import type { StaffPrincipal } from "./staff-principal.js";

export type StaffTier = "contact-centre" | "kiosk" | "staff" | "staff-plus" | "manager";

export function tierOf(roleLevel: number): StaffTier {
  if (roleLevel < RoleLevel.kiosk) return "contact-centre";
  if (roleLevel < RoleLevel.staff) return "kiosk";
  if (roleLevel < RoleLevel.staffPlus) return "staff";
  if (roleLevel < RoleLevel.manager) return "staff-plus";
  return "manager";
}

/** The acting person with where they work and what they serve (empty for the admin). */
export interface Actor {
  principal: StaffPrincipal;
  /** Locations the staff member is assigned to. */
  locations: ReadonlySet<number>;
  /** `capabilityKey(service, meeting method)` of what they serve. */
  serves: ReadonlySet<string>;
}

/** What the checks need to know about a client's visit. */
export interface VisitFacts {
  locationId: number;
  serviceId: number;
  meetingMethod: number;
  /** Who serves it, once started. */
  userId: number | null;
}

export type Decision = { allowed: true } | { allowed: false; reason: string };

/** Throws 403 `forbidden` with the decision's reason when it refuses. */
export function assertAllowed(decision: Decision): void {
  if (!decision.allowed) throw new ApiError(403, "forbidden", decision.reason);
}

const ALLOWED: Decision = { allowed: true };
const refuse = (reason: string): Decision => ({ allowed: false, reason });

const isAdmin = (actor: Actor) => actor.principal.kind === "admin";
const tier = (actor: Actor) => tierOf(actor.principal.roleLevel);

/** Managers and the admin act at every location of their vendor; others where assigned. */
export function canActAt(actor: Actor, locationId: number): boolean {
  return isAdmin(actor) || tier(actor) === "manager" || actor.locations.has(locationId);
}

export function canReadQueue(actor: Actor, locationId: number): Decision {
  return canActAt(actor, locationId) ? ALLOWED : refuse("You are not assigned to this location");
}

/**
 * Whether a role with these capabilities covers a client, wherever it is: the rule call-next
 * uses to pick, and the first half of `canStart`.
 */
export function coversClient(roleLevel: number, serves: ReadonlySet<string>, visit: Pick<VisitFacts, "serviceId" | "meetingMethod">): Decision {
  const t = tierOf(roleLevel);
  if (t === "kiosk") return refuse("A kiosk may only read the line");
  if (t === "contact-centre" && visit.meetingMethod !== MeetingMethod.phone && visit.meetingMethod !== MeetingMethod.video) {
    return refuse("Contact centre staff serve phone and video clients only");
  }
  if (!serves.has(capabilityKey(visit.serviceId, visit.meetingMethod))) {
    return refuse("You do not serve this service by this meeting method");
  }
  return ALLOWED;
}

/** Any change at all: a kiosk only reads. */
export function canWrite(actor: Actor): Decision {
  return !isAdmin(actor) && tier(actor) === "kiosk" ? refuse("A kiosk may only read the line") : ALLOWED;
}

/** Start a waiting client, or mark them a no-show before they were called. */
export function canStart(actor: Actor, visit: VisitFacts): Decision {
  if (isAdmin(actor)) return ALLOWED;
  const covered = coversClient(actor.principal.roleLevel, actor.serves, visit);
  if (!covered.allowed) return covered;
  return canActAt(actor, visit.locationId) ? ALLOWED : refuse("You are not assigned to this location");
}

/** The one serving (`servingId`) and managers: who finishes a visit, or serves a booking. */
function servesOrManages(actor: Actor, servingId: number | null, refusal: { kiosk: string; others: string }): Decision {
  if (isAdmin(actor)) return ALLOWED;
  if (tier(actor) === "kiosk") return refuse(refusal.kiosk);
  if (actor.principal.kind === "staff" && servingId === actor.principal.id) return ALLOWED;
  if (tier(actor) === "manager") return ALLOWED;
  return refuse(refusal.others);
}

/** Complete, no-show or set the video link of a visit in progress. */
export function canFinish(actor: Actor, visit: VisitFacts): Decision {
  return servesOrManages(actor, visit.userId, {
    kiosk: "A kiosk may only read the line",
    others: "Only the person serving this client, or a manager, may finish the visit",
  });
}

/** Cancel a waiting client (or move or cancel a booking) on their behalf: staff plus (13) and up. */
export function canCancel(actor: Actor, visit: Pick<VisitFacts, "locationId">): Decision {
  if (isAdmin(actor)) return ALLOWED;
  if (actor.principal.roleLevel < RoleLevel.staffPlus) return refuse("Cancelling needs the staff plus role or higher");
  return canActAt(actor, visit.locationId) ? ALLOWED : refuse("You are not assigned to this location");
}

/** What the checks need to know about a booked appointment. */
export interface BookingFacts {
  locationId: number;
  /** The staff member it is booked with: who serves it. */
  staffId: number;
}

/** Check a booked client in (arrived): anyone working at the location, a kiosk account too. */
export function canCheckIn(actor: Actor, booking: BookingFacts): Decision {
  return canActAt(actor, booking.locationId) ? ALLOWED : refuse("You are not assigned to this location");
}

/** Start, complete, mark served or no-show a booking, or give its video link. */
export function canServeAppointment(actor: Actor, booking: BookingFacts): Decision {
  return servesOrManages(actor, booking.staffId, {
    kiosk: "A kiosk may only read the line and check clients in",
    others: "Only the staff member this booking is with, or a manager, may serve it; move it to yourself first",
  });
}

/** Put oneself on or off duty (not a kiosk), or someone else (managers and the admin). */
export function canSetPresence(actor: Actor, targetStaffId: number): Decision {
  if (isAdmin(actor) || tier(actor) === "manager") return ALLOWED;
  if (actor.principal.kind === "staff" && targetStaffId !== actor.principal.id) {
    return refuse("Only a manager may set another staff member's presence");
  }
  if (tier(actor) === "kiosk") return refuse("A kiosk may only read the line");
  return ALLOWED;
}

/** Whether the actor may set other staff's presence at all (for the desk). */
export function managesPresence(actor: Actor): boolean {
  return isAdmin(actor) || tier(actor) === "manager";
}
