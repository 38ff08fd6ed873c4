/** A vendor with many locations, so the join benchmark spreads over lines of realistic length. */
import type { VendorDocumentInput } from "#contract";

const ALL_DAY = { open: "00:00", close: "24:00" };

export function benchVendor(locations: number): VendorDocumentInput {
  return {
    name: "Bench Bank",
    callback_contact_options: { mobile_phone: "optional", email: "optional", sms_notifications: "optional", notes: "optional" },
    services: [
      { key: "teller", name: "Teller", duration_minutes: 5 },
      { key: "advisor", name: "Advisor", duration_minutes: 20 },
    ],
    locations: Array.from({ length: locations }, (_, i) => ({
      key: `branch-${i}`,
      name: `Branch ${i}`,
      address: `${i} Bench Street`,
      country: "US",
      // Spread over the central United States (Kansas to Arkansas): inside the country, as the
      // vendor document requires, whatever the count.
      coordinates: { lat: 33 + (i % 90) / 10, lng: -100 + (Math.floor(i / 90) % 10) },
      timezone: "America/Chicago",
      hours: { sunday: ALL_DAY, monday: ALL_DAY, tuesday: ALL_DAY, wednesday: ALL_DAY, thursday: ALL_DAY, friday: ALL_DAY, saturday: ALL_DAY },
      services: [
        { service: "teller", meeting_methods: [1] },
        { service: "advisor", meeting_methods: [1, 2] },
      ],
    })),
    staff: Array.from({ length: locations * 3 }, (_, i) => ({
      key: `staff-${i}`,
      full_name: `Staff ${i}`,
      role_level: 10,
      locations: [`branch-${Math.floor(i / 3)}`],
      meeting_methods: [1, 2],
    })),
  };
}
