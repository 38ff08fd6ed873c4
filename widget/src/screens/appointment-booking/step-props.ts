/** What every booking step receives from the flow. */
import type { PublicVendorSettings } from "#contract";
import type { BookingSelection } from "./booking-selection.js";
import type { BookingStep } from "./booking-steps.js";

export interface StepProps {
  selection: BookingSelection;
  settings: PublicVendorSettings;
  /** Goes to a step with some choices changed (`undefined` clears one). */
  go(step: BookingStep, changes?: Record<string, string | number | undefined>): void;
  /** Goes on to the step after this one with these choices. */
  next(changes?: Record<string, string | number | undefined>): void;
}
