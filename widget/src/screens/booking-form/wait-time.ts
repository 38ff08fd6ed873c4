/**
 * The estimated wait (spec sections 2 and 9): whole minutes from now to the expected start,
 * floored at 0; under 5 minutes reads as five minutes, over 90 as hours plus minutes. Numbers
 * and units come from Intl in the element's language.
 */

/** Below this the estimate is too rough to show: it reads as five minutes. */
export const MIN_SHOWN_WAIT_MINUTES = 5;
/** Above this the wait reads as hours plus minutes. */
export const HOURS_AFTER_MINUTES = 90;

export function waitMinutes(expectedStart: string, now: number = Date.now()): number {
  const start = Date.parse(expectedStart);
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((start - now) / 60_000));
}

function unit(locale: string, name: "hour" | "minute", amount: number): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "long" }).format(amount);
}

/** "5 minutes", "42 minutes", "2 hours, 5 minutes" in the element's language. */
export function formatWait(minutes: number, locale: string): string {
  if (minutes <= HOURS_AFTER_MINUTES) return unit(locale, "minute", Math.max(minutes, MIN_SHOWN_WAIT_MINUTES));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [unit(locale, "hour", hours)];
  if (rest) parts.push(unit(locale, "minute", rest));
  return new Intl.ListFormat(locale, { type: "unit", style: "long" }).format(parts);
}
