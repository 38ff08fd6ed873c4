/**
 * Distances and waits of the location list, through `Intl` in the element's locale so numbers
 * and units read naturally in every language (spec section 9).
 */

/** "2.9 mi", "2,9 km": one decimal, miles for US locations and kilometres elsewhere. */
export function formatDistance(locale: string, distance: number, unit: "mi" | "km"): string {
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: unit === "mi" ? "mile" : "kilometer",
    unitDisplay: "short",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(distance);
}

const unitFormat = (locale: string, unit: "hour" | "minute", value: number) =>
  new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(value);

/**
 * The wait as the spec words it: under 5 minutes reads "5 minutes", up to 90 minutes in
 * minutes, longer waits in hours plus minutes. Negative waits are floored at 0.
 */
export function formatWaitTime(locale: string, minutes: number): string {
  const wait = Math.max(0, Math.floor(minutes));
  if (wait < 5) return unitFormat(locale, "minute", 5);
  if (wait <= 90) return unitFormat(locale, "minute", wait);
  const hours = Math.floor(wait / 60);
  const rest = wait % 60;
  const parts = [unitFormat(locale, "hour", hours)];
  if (rest > 0) parts.push(unitFormat(locale, "minute", rest));
  return new Intl.ListFormat(locale, { type: "unit", style: "long" }).format(parts);
}
