/**
 * Weekday names as used in opening hours. Kept apart from the vendor document schema so the
 * element can import them without pulling that schema into its bundle.
 */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
