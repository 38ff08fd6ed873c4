/**
 * The day's bookings, made through the booking API the evening before: for each wished time the
 * first free slot from then (as the booking flow offers them), whoever the server assigns.
 */
import { letterName, mustSucceed } from "./client-actions.js";
import type { PlannedBooking } from "./day-plan.js";
import type { SimServer } from "./sim-server.js";

export interface BookedVisit {
  plan: PlannedBooking;
  id: number;
  staffId: number;
  start: number;
  state: "booked" | "checked-in" | "started" | "done";
}

export async function makeBookings(server: SimServer, planned: readonly PlannedBooking[], day: string): Promise<BookedVisit[]> {
  const booked: BookedVisit[] = [];
  for (const plan of planned) {
    const serviceId = server.serviceIds.get(plan.service);
    const query = new URLSearchParams({ location_id: String(server.locationId), service_id: String(serviceId), meeting_method: "1", from: day, days: "1" });
    const slots = mustSucceed("timeslots", await server.open("GET", `/api/v3/open/booking/timeslots?${query}`)).body.data.days.flatMap(
      (d: { slots: { start: string }[] }) => d.slots,
    ) as { start: string }[];
    const slot = slots.find((s) => Date.parse(s.start) >= plan.wishedAt);
    if (!slot) continue;
    const body = {
      data: {
        type: "appointments",
        attributes: { location_id: server.locationId, service_id: serviceId, start: slot.start, meeting_method: 1, compliance_agreed: true },
        relationships: {
          client: {
            data: {
              type: "client",
              attributes: {
                first_name: "Sim",
                last_name: `Booked ${letterName(plan.n)}`,
                cell_phone: `+1773555${String(plan.n).padStart(4, "0")}`,
                email: "",
                lang: "en",
              },
            },
          },
        },
      },
    };
    const data = mustSucceed(`booking ${plan.n}`, await server.open("POST", "/api/v3/open/appointments", body)).body.data as {
      id: number | string;
      attributes: { staff_id: number; start: string };
    };
    booked.push({ plan, id: Number(data.id), staffId: data.attributes.staff_id, start: Date.parse(data.attributes.start), state: "booked" });
  }
  return booked;
}
