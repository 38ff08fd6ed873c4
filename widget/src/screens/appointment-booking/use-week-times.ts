/**
 * The week of free times a time picker shows, read by the screen that holds the picker rather
 * than by the picker itself: the time step waits for this read and for its summary's before it
 * shows anything, so the step paints once, whole, instead of growing under the client's eyes
 * as each answer arrives (its layout shift was the flow's worst).
 */
import { useState } from "react";
import { useTimeslots, type TimeslotsRequest } from "./use-booking-api.js";

export interface WeekTimes {
  times: ReturnType<typeof useTimeslots>;
  /** Shows the week starting on that date (the picker's "Earlier days" and "Later days"). */
  showFrom(date: string): void;
}

/** `day`: the week starts there at first; `generation` reads again (after a slot was taken). */
export function useWeekTimes(request: Omit<TimeslotsRequest, "from">, day: string | undefined, generation: number): WeekTimes {
  const [from, setFrom] = useState<string | undefined>(day);
  const times = useTimeslots({ ...request, from }, generation);
  return { times, showFrom: setFrom };
}
