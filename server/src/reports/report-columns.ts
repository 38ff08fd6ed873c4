/**
 * The wide columns of the report aggregates, so a month of a hundred branches is a few thousand
 * rows rather than a million: the heat-map's 24 hours are columns of `report_days`, and each
 * minute histogram is one row of `report_histograms` with a column per bucket.
 *
 * Buckets, in whole minutes: one per minute below 90, then 5-minute steps to 3 hours, 15-minute
 * steps to 6 hours, and one for 6 hours or more. A percentile is the start of its bucket, so it
 * is exact below 90 minutes and at most 4 (then 14) minutes short above.
 */
const range = (from: number, to: number, step: number) => Array.from({ length: (to - from) / step }, (_, i) => from + i * step);

/** The first minute of every bucket, ascending. */
export const BUCKET_STARTS: readonly number[] = [...range(0, 90, 1), ...range(90, 180, 5), ...range(180, 360, 15), 360];

export type BucketColumn = `m${number}`;
/** `m0` … `m360`: a bucket's column is named by its first minute. */
export const BUCKET_COLUMNS: readonly BucketColumn[] = BUCKET_STARTS.map((m) => `m${m}` as const);

/** The index of the bucket holding `minutes` (≥ 0). */
export function bucketIndex(minutes: number): number {
  if (minutes < 90) return minutes;
  if (minutes < 180) return 90 + Math.floor((minutes - 90) / 5);
  if (minutes < 360) return 108 + Math.floor((minutes - 180) / 15);
  return BUCKET_STARTS.length - 1;
}

export type HourOfDay =
  | "00"
  | "01"
  | "02"
  | "03"
  | "04"
  | "05"
  | "06"
  | "07"
  | "08"
  | "09"
  | "10"
  | "11"
  | "12"
  | "13"
  | "14"
  | "15"
  | "16"
  | "17"
  | "18"
  | "19"
  | "20"
  | "21"
  | "22"
  | "23";
export type HourColumn = `arrivals_h${HourOfDay}` | `waits_h${HourOfDay}` | `wait_seconds_h${HourOfDay}`;

const hourSuffix = (hour: number) => String(hour).padStart(2, "0") as HourOfDay;
/** The heat-map's columns of one hour (0–23 on the location's clock): arrivals, waits measured, their seconds. */
export const hourColumns = (hour: number) =>
  ({ arrivals: `arrivals_h${hourSuffix(hour)}`, waits: `waits_h${hourSuffix(hour)}`, waitSeconds: `wait_seconds_h${hourSuffix(hour)}` }) as const;

export const HOURS = range(0, 24, 1);
/** Every hour column, for the upsert and the sums. */
export const HOUR_COLUMNS: readonly HourColumn[] = HOURS.flatMap((h) => Object.values(hourColumns(h)));
