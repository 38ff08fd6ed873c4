/**
 * Distances of the location list, through `Intl` in the element's locale so numbers and units
 * read naturally in every language (spec section 9). Waits are the form's rule (wait-time.ts).
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
