/**
 * One synthetic day drawn from a scenario and a seed, before any of it meets the server: who
 * comes when, for what, by which method, how long their visit will really take, whether they
 * turn up when called and whether they cancel first; the bookings' wished times and their
 * clients' arrivals. Everything random is drawn here, in a fixed order, so the same seed gives
 * the same day whatever the server answers.
 */
import { zonedInstant } from "../../server/src/locations/zoned-time.js";
import { draws, poissonArrivals } from "./distributions.js";
import type { Scenario, SimService } from "./scenarios.js";
import { SIM_TIMEZONE } from "./sim-vendor.js";

/** The simulated day: Tuesday 24 November 2026, at the branch. */
const DAY = { year: 2026, month: 11, day: 24 } as const;

/** An instant of the simulated day from a local `HH:MM`. */
export function localMoment(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return zonedInstant(DAY.year, DAY.month, DAY.day, h * 60 + m, SIM_TIMEZONE).getTime();
}

export const DAY_START = () => localMoment("09:00");
/** The evening before, when the bookings are made. */
export const BOOKING_EVENING = () => localMoment("09:00") - 15 * 3_600_000;

export interface PlannedClient {
  /** 1, 2, …: the order of arrival. */
  n: number;
  arriveAt: number;
  service: string;
  /** 1 in person, 2 phone callback. */
  meetingMethod: 1 | 2;
  visitMs: number;
  noShow: boolean;
  /** When they cancel if still waiting then. */
  cancelAt?: number;
}

export interface PlannedBooking {
  n: number;
  /** The time asked for; the first free slot from then is booked. */
  wishedAt: number;
  service: string;
  visitMs: number;
  noShow: boolean;
  /** Minutes after the booked start they arrive (negative: early). */
  arriveOffsetMinutes: number;
}

export interface DayPlan {
  clients: PlannedClient[];
  bookings: PlannedBooking[];
}

const visitMs = (random: ReturnType<typeof draws>, service: SimService) => Math.round(random.logNormal(service.medianMinutes, service.sigma) * 60_000);

export function planDay(scenario: Scenario, seed: number): DayPlan {
  const random = draws(seed);
  const mix = scenario.services.filter((s) => s.weight > 0).map((s) => ({ weight: s.weight, value: s }));
  const clients = poissonArrivals(random, DAY_START(), scenario.arrivalsPerHour).map((arriveAt, i): PlannedClient => {
    const service = random.weighted(mix);
    const phone = service.phoneOnly || (service.phone && random.chance(scenario.callbackShare));
    const cancels = random.chance(scenario.cancelRate);
    const cancelAfter = (5 + random.uniform() * 40) * 60_000;
    return {
      n: i + 1,
      arriveAt,
      service: service.key,
      meetingMethod: phone ? 2 : 1,
      visitMs: visitMs(random, service),
      noShow: random.chance(scenario.noShowRate),
      ...(cancels ? { cancelAt: Math.round(arriveAt + cancelAfter) } : {}),
    };
  });
  const booked = scenario.bookings;
  const bookings: PlannedBooking[] = [];
  const bookedService = scenario.services.find((s) => s.key === booked?.service);
  if (booked && bookedService) {
    const first = localMoment("09:30");
    const span = localMoment("16:00") - first;
    for (let n = 1; n <= booked.count; n++) {
      bookings.push({
        n,
        wishedAt: Math.round(first + random.uniform() * span),
        service: booked.service,
        visitMs: visitMs(random, bookedService),
        noShow: random.chance(booked.noShowRate),
        arriveOffsetMinutes: Math.round(-10 + random.uniform() * 15),
      });
    }
  }
  return { clients, bookings };
}
