/**
 * What the booking summary names (the chosen service, location, staff member and time), read
 * for the step that shows it. `ready` once every read has answered: a step waits for it before
 * it paints, since the summary's rows grew by a line each as their names arrived and pushed
 * everything below them down.
 */
import type { StepProps } from "./step-props.js";
import { useBookableLocations, useBookableServices, useBookableStaff, useTimeslots } from "./use-booking-api.js";

/** `slot`: the chosen time as the location's clock writes it, when the summary shows the time. */
export type SummaryFacts = ReturnType<typeof useBookingSummary>;

export function useBookingSummary({ selection }: Pick<StepProps, "selection">, withTime: boolean) {
  const services = useBookableServices(selection);
  const locations = useBookableLocations(selection);
  const staff = useBookableStaff(selection);
  // The chosen time as the server writes it on the location's clock: its day's times are read
  // again rather than converting the instant with the browser's zone rules.
  const { locationId, serviceId, meetingMethod, staffId, date, start, invite } = selection;
  const times = useTimeslots(
    withTime && start && date && locationId !== undefined && serviceId !== undefined
      ? { locationId, serviceId, meetingMethod, staffId, from: date, invite }
      : null,
  );
  // A read that is not needed (no location chosen yet) never leaves "loading"; a failed one
  // shows "…" in its row, as before.
  const pending = (read: { status: string }, needed: boolean) => needed && read.status === "loading";
  const ready = !(
    pending(services, true) ||
    pending(locations, serviceId !== undefined) ||
    pending(staff, serviceId !== undefined && locationId !== undefined) ||
    pending(times, Boolean(withTime && start && date && locationId !== undefined && serviceId !== undefined))
  );
  return {
    ready,
    withTime,
    service: services.status === "ready" ? services.data.data.find((s) => s.id === serviceId) : undefined,
    location: locations.status === "ready" ? locations.data.data.find((l) => l.id === locationId) : undefined,
    person: staff.status === "ready" ? staff.data.data.find((s) => s.id === staffId) : undefined,
    slot: times.status === "ready" ? times.data.data.days.flatMap((d) => d.slots).find((s) => Date.parse(s.start) === Date.parse(start ?? "")) : undefined,
  };
}
