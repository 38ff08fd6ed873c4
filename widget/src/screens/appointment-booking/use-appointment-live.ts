/**
 * Keeps a booked appointment's page live while the visit can still change (confirmed or in
 * progress): its channel `appointment.{id}` (with the confirm code) says when the client is
 * checked in, called, served, marked a no-show, moved, or gets the video link. An event is
 * shown at once and the appointment is then read again, so what the page derives from it (may
 * it still be cancelled, moved, checked in?) follows; a (re)subscription re-reads too, since
 * events missed while disconnected are not replayed.
 */
import * as v from "valibot";
import { AppointmentStatus, bookedAppointmentChannel, type AppointmentAttributes } from "#contract";
import { useLiveChannel } from "../../live/use-live-channel.js";

const dialIn = v.nullable(v.object({ e164: v.string(), international: v.string(), pin: v.string() }));

/** What a `ManageAppointmentUpdated` event may change on the page. */
const LiveAppointmentSchema = v.object({
  attributes: v.object({
    status: v.picklist([1, 2, 3, 4, 5, 6]),
    checked_in_at: v.nullable(v.string()),
    started_at: v.nullable(v.string()),
    finished_at: v.nullable(v.string()),
    start: v.string(),
    end: v.string(),
    staff_id: v.number(),
    user: v.nullable(v.object({ full_name: v.string() })),
    meeting_link: v.nullable(v.string()),
    dial_in: dialIn,
  }),
});

export function useAppointmentLive(
  appointment: Pick<AppointmentAttributes, "id" | "status" | "confirm_code"> | null,
  onChange: (attributes: Partial<AppointmentAttributes>) => void,
  onResync: () => void,
): void {
  const open = appointment !== null && (appointment.status === AppointmentStatus.confirmed || appointment.status === AppointmentStatus.inProgress);
  useLiveChannel(open ? bookedAppointmentChannel(appointment.id) : null, {
    code: appointment?.confirm_code,
    onEvent(frame) {
      const update = v.safeParse(LiveAppointmentSchema, frame.data);
      if (frame.event !== "ManageAppointmentUpdated" || !update.success) return;
      onChange(update.output.attributes);
      onResync();
    },
    onResync,
  });
}
