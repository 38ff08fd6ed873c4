/**
 * The accuracy of the estimates a day's clients were shown, against when they were really
 * called. Only clients who were called and came count (a no-show's or a cancelled client's
 * estimate has no real start to meet). An error is real start − estimated start, in minutes:
 * positive means the client was promised too little (called later than told).
 */
import { median } from "../median.js";
import type { ClientRecord, EstimateRead } from "./client-record.js";

/** Waits are shown in whole minutes: an error under one minute is no error a client can see. */
const VISIBLE_MS = 60_000;
const BEFORE_MS = 15 * 60_000;

export interface Accuracy {
  /** Clients measured (with an estimate). */
  count: number;
  /** Served clients the server gave no estimate at that moment. */
  withoutEstimate: number;
  /** Median real wait from the estimate's moment to the call (minutes): what was being estimated. */
  realWait: number;
  medianAbs: number;
  p90Abs: number;
  meanAbs: number;
  /** Share within ±5 minutes. */
  within5: number;
  /** Share within ±20 % of the real wait (at least ±1 minute). */
  within20Percent: number;
  /** Share called a minute or more later than promised. */
  tooLittle: number;
  /** Median minutes those were called late. */
  tooLittleMedian: number;
}

export interface ScenarioAccuracy {
  served: number;
  atJoining: Accuracy;
  /** The estimate last read 15 minutes or more before the real start (clients who waited that long). */
  fifteenBefore: Accuracy;
}

/** The `q` quantile (0–1) by linear interpolation between the closest ranks; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = q * (sorted.length - 1);
  const low = Math.floor(rank);
  const lowValue = sorted[low] ?? Number.NaN;
  const highValue = sorted[Math.min(low + 1, sorted.length - 1)] ?? lowValue;
  return lowValue + (highValue - lowValue) * (rank - low);
}

interface Sample {
  /** Real start − estimate (ms). */
  error: number;
  /** Real start − the moment the estimate was read (ms): the wait it tried to tell. */
  realWait: number;
}

export function accuracyOf(samples: readonly (Sample | null)[]): Accuracy {
  const measured = samples.filter((s): s is Sample => s !== null);
  const minutes = (ms: number) => ms / 60_000;
  const abs = measured.map((s) => minutes(Math.abs(s.error)));
  const share = (test: (s: Sample) => boolean) => (measured.length ? measured.filter(test).length / measured.length : Number.NaN);
  const late = measured.filter((s) => s.error >= VISIBLE_MS);
  return {
    count: measured.length,
    withoutEstimate: samples.length - measured.length,
    realWait: median(measured.map((s) => minutes(s.realWait))),
    medianAbs: median(abs),
    p90Abs: quantile(abs, 0.9),
    meanAbs: abs.length ? abs.reduce((a, b) => a + b, 0) / abs.length : Number.NaN,
    within5: share((s) => Math.abs(s.error) <= 5 * 60_000),
    within20Percent: share((s) => Math.abs(s.error) <= Math.max(0.2 * s.realWait, VISIBLE_MS)),
    tooLittle: share((s) => s.error >= VISIBLE_MS),
    tooLittleMedian: median(late.map((s) => minutes(s.error))),
  };
}

const sampleOf = (read: EstimateRead | undefined, calledAt: number): Sample | null =>
  read?.start == null ? null : { error: calledAt - read.start, realWait: calledAt - read.at };

export function scenarioAccuracy(records: readonly ClientRecord[]): ScenarioAccuracy {
  const served = records.filter((r): r is ClientRecord & { calledAt: number } => r.outcome === "served" && r.calledAt !== undefined);
  const atJoining = served.map((r) => sampleOf(r.reads[0], r.calledAt));
  const fifteenBefore = served
    .filter((r) => r.calledAt - r.joinedAt >= BEFORE_MS)
    .map((r) => sampleOf(r.reads.filter((read) => read.at <= r.calledAt - BEFORE_MS).at(-1), r.calledAt));
  return { served: served.length, atJoining: accuracyOf(atJoining), fifteenBefore: accuracyOf(fifteenBefore) };
}
