/**
 * The wait on the manage page (spec section 2): whole minutes to the expected start, floored
 * at 0, read as hours plus minutes in the element's language ("1 hour, 5 minutes").
 */
function unit(locale: string, name: "hour" | "minute", amount: number): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "long" }).format(amount);
}

export function formatHoursMinutes(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours) parts.push(unit(locale, "hour", hours));
  if (rest || !hours) parts.push(unit(locale, "minute", rest));
  return new Intl.ListFormat(locale, { type: "unit", style: "long" }).format(parts);
}
