/**
 * The synthetic days the simulator runs, one branch each, from 09:00 local (the branch is open
 * 07:00–21:00, so the line empties before closing and no estimate waits for the next opening).
 * Numbers, not prose, are the definition; docs/wait-accuracy.md says the same in words.
 */

/** A service as the branch offers it and as its visits really last. */
export interface SimService {
  key: string;
  /** What the vendor document declares (the engine's first guess, before it learns). */
  declaredMinutes: number;
  /** The real visits: log-normal with this median (minutes) and log-scale spread. */
  medianMinutes: number;
  sigma: number;
  /** Share of the walk-ins and callbacks asking for it (relative weight). */
  weight: number;
  /** Whether it is offered as a phone callback (meeting method 2) beside in person. */
  phone: boolean;
  /** Offered by phone only (a callback centre's calls). */
  phoneOnly?: boolean;
}

export interface SimStaff {
  key: string;
  /** Service keys they serve; empty: all. */
  services: string[];
  /** On duty when the day starts. */
  onDuty: boolean;
}

/** A staff member going off or on duty at a local time (a break, a shift change). */
export interface PresenceChange {
  at: string;
  staff: string;
  onDuty: boolean;
}

export interface BookedDay {
  /** Bookings made the evening before, at times spread over 09:30–16:00. */
  count: number;
  service: string;
  /** Share of booked clients who never come. */
  noShowRate: number;
}

export interface Scenario {
  name: string;
  /** One line for the table's readers. */
  summary: string;
  services: SimService[];
  staff: SimStaff[];
  /** Walk-ins and callbacks per hour, from 09:00. */
  arrivalsPerHour: number[];
  /** Share of clients of a phone-capable service who ask for a callback. */
  callbackShare: number;
  /** Share called who are not there (a no-show; a callback nobody answers): 2 minutes lost. */
  noShowRate: number;
  /** Share who cancel while waiting, 5–45 minutes after joining. */
  cancelRate: number;
  presence: PresenceChange[];
  bookings?: BookedDay;
}

/** The counter of a bank branch: quick teller visits, account changes, an advisor now and then. */
const branchServices: SimService[] = [
  { key: "teller", declaredMinutes: 5, medianMinutes: 4, sigma: 0.5, weight: 60, phone: false },
  { key: "account", declaredMinutes: 10, medianMinutes: 10, sigma: 0.5, weight: 25, phone: true },
  { key: "advisor", declaredMinutes: 20, medianMinutes: 20, sigma: 0.5, weight: 15, phone: true },
];

const threeTellers: SimStaff[] = [
  { key: "ana", services: [], onDuty: true },
  { key: "ben", services: [], onDuty: true },
  { key: "cleo", services: [], onDuty: true },
];

const LUNCH_RUSH = [8, 10, 12, 30, 30, 12, 10, 8];

export const SCENARIOS: Scenario[] = [
  {
    name: "steady",
    summary: "3 staff, 16 an hour all day (about 72 % busy)",
    services: branchServices,
    staff: threeTellers,
    arrivalsPerHour: [16, 16, 16, 16, 16, 16, 16, 16],
    callbackShare: 0.1,
    noShowRate: 0.04,
    cancelRate: 0.04,
    presence: [],
  },
  {
    name: "lunch-rush",
    summary: "3 staff, 8–12 an hour, 30 an hour 12:00–14:00",
    services: branchServices,
    staff: threeTellers,
    arrivalsPerHour: LUNCH_RUSH,
    callbackShare: 0.1,
    noShowRate: 0.04,
    cancelRate: 0.04,
    presence: [],
  },
  {
    name: "staff-leaves",
    summary: "the lunch rush; one leaves 12:30–13:30, a shift change at 15:00",
    services: branchServices,
    staff: [...threeTellers, { key: "dev", services: [], onDuty: false }],
    arrivalsPerHour: LUNCH_RUSH,
    callbackShare: 0.1,
    noShowRate: 0.04,
    cancelRate: 0.04,
    presence: [
      { at: "12:30", staff: "cleo", onDuty: false },
      { at: "13:30", staff: "cleo", onDuty: true },
      { at: "15:00", staff: "ana", onDuty: false },
      { at: "15:00", staff: "dev", onDuty: true },
    ],
  },
  {
    name: "mixed-line",
    summary: "3 staff of different skills, 11 an hour, long and spread-out visits (about 80 % busy)",
    services: [
      { key: "teller", declaredMinutes: 5, medianMinutes: 4, sigma: 0.5, weight: 40, phone: false },
      { key: "account", declaredMinutes: 12, medianMinutes: 12, sigma: 0.7, weight: 35, phone: true },
      { key: "advisor", declaredMinutes: 18, medianMinutes: 18, sigma: 0.7, weight: 25, phone: true },
    ],
    staff: [
      { key: "ana", services: ["teller", "account"], onDuty: true },
      { key: "ben", services: ["account", "advisor"], onDuty: true },
      { key: "cleo", services: [], onDuty: true },
    ],
    arrivalsPerHour: [11, 11, 11, 11, 11, 11, 11, 11],
    callbackShare: 0.1,
    noShowRate: 0.04,
    cancelRate: 0.06,
    presence: [],
  },
  {
    name: "callback-centre",
    summary: "4 staff, 20 an hour, 80 % phone callbacks, 8 % unanswered",
    services: [
      { key: "callback", declaredMinutes: 6, medianMinutes: 6, sigma: 0.6, weight: 70, phone: true, phoneOnly: true },
      { key: "claims", declaredMinutes: 15, medianMinutes: 15, sigma: 0.6, weight: 30, phone: true },
    ],
    staff: [
      { key: "ana", services: [], onDuty: true },
      { key: "ben", services: [], onDuty: true },
      { key: "cleo", services: [], onDuty: true },
      { key: "dev", services: [], onDuty: true },
    ],
    arrivalsPerHour: [20, 20, 20, 20, 20, 20, 20, 20],
    callbackShare: 0.8,
    noShowRate: 0.08,
    cancelRate: 0.03,
    presence: [],
  },
  {
    name: "many-bookings",
    summary: "3 staff, 24 booked 30-minute visits (10 % no-show) beside 9 walk-ins an hour",
    services: [...branchServices, { key: "consultation", declaredMinutes: 30, medianMinutes: 28, sigma: 0.3, weight: 0, phone: false }],
    staff: threeTellers,
    arrivalsPerHour: [9, 9, 9, 9, 9, 9, 9, 9],
    callbackShare: 0.1,
    noShowRate: 0.04,
    cancelRate: 0.04,
    presence: [],
    bookings: { count: 24, service: "consultation", noShowRate: 0.1 },
  },
];
