/** The vendor document of a scenario: one branch, its services as declared, its staff. */
import type { VendorDocumentInput } from "#contract";
import type { Scenario } from "./scenarios.js";

export const SIM_VENDOR = "sim";
export const SIM_LOCATION = "sim-branch";
/** Chicago: the day's times below are read there. */
export const SIM_TIMEZONE = "America/Chicago";

const HOURS = { open: "07:00", close: "21:00" };

export function simVendor(scenario: Scenario): VendorDocumentInput {
  const week = { sunday: HOURS, monday: HOURS, tuesday: HOURS, wednesday: HOURS, thursday: HOURS, friday: HOURS, saturday: HOURS };
  return {
    name: "Simulated Branch",
    callback_contact_options: { mobile_phone: "optional", email: "optional", sms_notifications: "optional", notes: "optional" },
    modern_client_view: true,
    // Bookings are made the evening before: any notice and window will do.
    client_view: { time_in_advance_minutes: 0, booking_window_days: 30 },
    services: scenario.services.map((s) => ({ key: s.key, name: s.key, duration_minutes: s.declaredMinutes })),
    locations: [
      {
        key: SIM_LOCATION,
        name: "Simulated Branch",
        address: "1 Simulation Street",
        country: "US",
        coordinates: { lat: 41.88, lng: -87.63 },
        timezone: SIM_TIMEZONE,
        hours: week,
        services: scenario.services.map((s) => ({ service: s.key, meeting_methods: s.phoneOnly ? [2] : s.phone ? [1, 2] : [1] })),
      },
    ],
    staff: scenario.staff.map((s) => ({
      key: s.key,
      full_name: `Staff ${s.key}`,
      role_level: 10,
      locations: [SIM_LOCATION],
      services: s.services,
      meeting_methods: [1, 2],
      on_duty: s.onDuty,
    })),
  };
}
