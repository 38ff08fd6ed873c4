/**
 * The last digits of a phone number, spaced so a screen reader reads them one by one
 * ("4 5 6 7") instead of as one large number.
 */
export const PHONE_ENDING_DIGITS = 4;

export function phoneEnding(formatted: string): string {
  return formatted.replace(/\D/g, "").slice(-PHONE_ENDING_DIGITS).split("").join(" ");
}
