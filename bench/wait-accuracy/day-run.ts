/**
 * Runs one synthetic day against the real server, in simulated time: the clock moves in steps of
 * `STEP_MS`, and at each step the day's events that are due happen through the APIs, in a fixed
 * order (presence changes, visits ending, booked clients arriving, cancellations, joins, then
 * every free staff member on duty calls the next client); once a simulated minute every waiting
 * client reads their manage page. Staff behave as a desk does: whoever is free calls the next
 * client (call-next: their own due booking first, else the longest-waiting client they serve),
 * keeps them for the visit's real length (2 minutes for a no-show), and someone due off duty
 * finishes their visit first.
 */
import { cancel, join, readManagePage } from "./client-actions.js";
import type { ClientRecord } from "./client-record.js";
import { type BookedVisit, makeBookings } from "./bookings.js";
import { BOOKING_EVENING, DAY_START, localMoment, planDay } from "./day-plan.js";
import { type Called, callNext, checkIn, finish, markBookingNoShow, setPresence } from "./desk-actions.js";
import type { Scenario } from "./scenarios.js";
import { startSimServer } from "./sim-server.js";

const STEP_MS = 5_000;
const READ_EVERY_MS = 60_000;
const NO_SHOW_MS = 2 * 60_000;
/** A booked client not there this long after the start is marked a no-show (the vendor's default grace). */
const BOOKING_GRACE_MS = 15 * 60_000;

interface Desk {
  key: string;
  id: number;
  onDuty: boolean;
  leaving: boolean;
  visit?: { called: NonNullable<Called>; endsAt: number; status: 2 | 3; record?: ClientRecord; booking?: BookedVisit };
  /** The line's change count when call-next last found nobody: no use asking again before it moves. */
  idleAt?: number;
}

export interface DayResult {
  records: ClientRecord[];
  bookings: number;
}

export async function runDay(scenario: Scenario, seed: number): Promise<DayResult> {
  const plan = planDay(scenario, seed);
  const server = await startSimServer(scenario, new Date(BOOKING_EVENING()));
  try {
    const booked = await makeBookings(server, plan.bookings, "2026-11-24");
    const staffId = (key: string) => server.staffIds.get(key) ?? Number.NaN;
    const desks: Desk[] = scenario.staff.map((s) => ({ key: s.key, id: staffId(s.key), onDuty: s.onDuty, leaving: false }));
    const presence = scenario.presence.map((p) => ({ ...p, at: localMoment(p.at), done: false }));
    const records: ClientRecord[] = [];
    const waiting = new Set<ClientRecord>();
    const arrivals = [...plan.clients];
    const cancels = new Map<ClientRecord, number>();
    // Counts what can give an idle desk someone to call: a join, a check-in, a booking coming due.
    let lineChanges = 0;
    const bookingsDue = new Set<BookedVisit>();
    const end = localMoment("21:00");
    for (let now = DAY_START(); now < end; now += STEP_MS) {
      server.clock.set(new Date(now));
      for (const change of presence.filter((p) => !p.done && p.at <= now)) {
        change.done = true;
        const desk = desks.find((d) => d.key === change.staff);
        if (!desk) continue;
        if (change.onDuty) {
          await setPresence(server, desk.id, true);
          Object.assign(desk, { onDuty: true, leaving: false, idleAt: undefined });
        } else desk.leaving = true;
      }
      for (const desk of desks) {
        const visit = desk.visit;
        if (visit && visit.endsAt <= now) {
          await finish(server, visit.called, visit.status);
          if (visit.booking) visit.booking.state = "done";
          if (visit.record) visit.record.outcome = visit.status === 2 ? "served" : "no-show";
          desk.visit = undefined;
        }
        if (desk.leaving && !desk.visit) {
          await setPresence(server, desk.id, false);
          Object.assign(desk, { onDuty: false, leaving: false });
        }
      }
      for (const booking of booked) {
        if (booking.state !== "booked") continue;
        if (!booking.plan.noShow && booking.start + booking.plan.arriveOffsetMinutes * 60_000 <= now) {
          await checkIn(server, booking.id);
          booking.state = "checked-in";
          lineChanges++;
        } else if (booking.plan.noShow && booking.start + BOOKING_GRACE_MS <= now) {
          await markBookingNoShow(server, booking.id);
          booking.state = "done";
        }
      }
      for (const booking of booked) {
        // Due from 5 minutes before its start, once checked in: call-next may take it from then.
        if (booking.state === "checked-in" && !bookingsDue.has(booking) && booking.start - 5 * 60_000 <= now) {
          bookingsDue.add(booking);
          lineChanges++;
        }
      }
      for (const [record, at] of cancels) {
        if (at > now) continue;
        cancels.delete(record);
        if (record.outcome === "waiting" && (await cancel(server, record))) {
          record.outcome = "cancelled";
          waiting.delete(record);
        }
      }
      while (arrivals[0] && arrivals[0].arriveAt <= now) {
        const client = arrivals.shift();
        if (!client) break;
        const record = await join(server, client);
        records.push(record);
        waiting.add(record);
        if (client.cancelAt !== undefined) cancels.set(record, client.cancelAt);
        lineChanges++;
      }
      for (const desk of desks) {
        if (!desk.onDuty || desk.leaving || desk.visit || desk.idleAt === lineChanges) continue;
        const called = await callNext(server, desk.id);
        if (!called) {
          desk.idleAt = lineChanges;
          continue;
        }
        desk.idleAt = undefined;
        if (called.type === "appointments") {
          const booking = booked.find((b) => b.id === called.id);
          if (booking) booking.state = "started";
          desk.visit = { called, endsAt: now + (booking?.plan.visitMs ?? 0), status: 2, ...(booking ? { booking } : {}) };
          continue;
        }
        const record = records.find((r) => r.id === called.id);
        const planned = plan.clients.find((c) => c.n === record?.n);
        if (!record || !planned) throw new Error(`call-next started ${called.id}, whom no simulated client joined as`);
        record.calledAt = now;
        waiting.delete(record);
        desk.visit = { called, record, endsAt: now + (planned.noShow ? NO_SHOW_MS : planned.visitMs), status: planned.noShow ? 3 : 2 };
      }
      if ((now - DAY_START()) % READ_EVERY_MS === 0) {
        await server.reestimateStale();
        for (const record of waiting) await readManagePage(server, record);
      }
      const busy = desks.some((d) => d.visit) || booked.some((b) => b.state === "booked" || b.state === "checked-in");
      if (!arrivals.length && !waiting.size && !busy) break;
    }
    return { records, bookings: booked.length };
  } finally {
    await server.close();
  }
}
