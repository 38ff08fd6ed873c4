/**
 * Durations in the element's language (spec section 9): minutes, then hours (with minutes) up
 * to 48 hours, then days below 7 days, then weeks. A long callback line over a weekend reads
 * "3 days", not "71 hours, 20 minutes". Numbers and units come from Intl, so nothing is
 * translated by hand.
 */
const HOUR = 60;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Up to here the duration reads in hours; beyond, in days. */
const HOURS_UP_TO = 48 * HOUR;

type Unit = "minute" | "hour" | "day" | "week";

function unit(locale: string, name: Unit, amount: number): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "long" }).format(amount);
}

/**
 * `minutes` (whole, not negative) as "42 minutes", "2 hours, 5 minutes", "3 days" or "2 weeks".
 * Up to `minutesUpTo` it stays in minutes (the form shows up to 90 minutes so).
 */
export function formatDuration(minutes: number, locale: string, minutesUpTo = HOUR - 1): string {
  if (minutes <= minutesUpTo) return unit(locale, "minute", minutes);
  if (minutes >= WEEK) return unit(locale, "week", Math.round(minutes / WEEK));
  if (minutes > HOURS_UP_TO) return unit(locale, "day", Math.round(minutes / DAY));
  const hours = unit(locale, "hour", Math.floor(minutes / HOUR));
  const rest = minutes % HOUR;
  return rest ? new Intl.ListFormat(locale, { type: "unit", style: "long" }).format([hours, unit(locale, "minute", rest)]) : hours;
}
