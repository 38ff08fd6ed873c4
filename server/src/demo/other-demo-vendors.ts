/**
 * Two more demo vendors: one that takes no callback requests, and a private-label one
 * (no "powered by" footer) with its own theme.
 */
import type { VendorDocumentInput } from "#contract";
import { DEMO_LOCAL_ORIGINS } from "./demo-vendor.js";

const WEEKDAYS_9_TO_5 = {
  monday: { open: "09:00", close: "17:00" },
  tuesday: { open: "09:00", close: "17:00" },
  wednesday: { open: "09:00", close: "17:00" },
  thursday: { open: "09:00", close: "17:00" },
  friday: { open: "09:00", close: "17:00" },
};

export const callbacksDisabledVendor: VendorDocumentInput = {
  name: "Northwind Family Clinic",
  homepage: "https://example.org/northwind",
  allowed_origins: DEMO_LOCAL_ORIGINS,
  callback_requests_enabled: false,
  services: [{ key: "checkup", name: "General check-up", duration_minutes: 20 }],
  locations: [
    {
      key: "main",
      name: "Northwind Main Clinic",
      address: "1 Health Plaza",
      city: "Seattle",
      prov_state: "WA",
      postal_zip: "98101",
      country: "US",
      coordinates: { lat: 47.6062, lng: -122.3321 },
      timezone: "America/Los_Angeles",
      hours: WEEKDAYS_9_TO_5,
      services: [{ service: "checkup", meeting_methods: [1, 2] }],
    },
  ],
  staff: [{ key: "nurse", full_name: "Nora Webb", role_level: 10, locations: ["main"], meeting_methods: [1, 2] }],
};

export const privateLabelVendor: VendorDocumentInput = {
  name: "City Permit Office",
  homepage: "https://example.org/permits",
  allowed_origins: DEMO_LOCAL_ORIGINS,
  private_label: true,
  meeting_methods: [1],
  theme: { primary: "#6a1b9a", secondary: "#ff8f00", mcv_font_family: "Georgia, serif", mcv_font_normal_weight: 400, mcv_font_bold_weight: 700 },
  // Text updates required: a client without a mobile phone joins by checking in without updates.
  callback_contact_options: { mobile_phone: "required", email: "hidden", sms_notifications: "required", notes: "hidden" },
  services: [
    { key: "permit", name: "Building permit", duration_minutes: 15 },
    { key: "license", name: "Business license", duration_minutes: 10 },
  ],
  locations: [
    {
      key: "city-hall",
      name: "City Hall, Room 101",
      address: "1 Civic Center Plaza",
      city: "Austin",
      prov_state: "TX",
      postal_zip: "78701",
      country: "US",
      coordinates: { lat: 30.2672, lng: -97.7431 },
      timezone: "America/Chicago",
      hours: {
        sunday: { open: "00:00", close: "24:00" },
        monday: { open: "00:00", close: "24:00" },
        tuesday: { open: "00:00", close: "24:00" },
        wednesday: { open: "00:00", close: "24:00" },
        thursday: { open: "00:00", close: "24:00" },
        friday: { open: "00:00", close: "24:00" },
        saturday: { open: "00:00", close: "24:00" },
      },
      services: [
        { service: "permit", meeting_methods: [1] },
        { service: "license", meeting_methods: [1] },
      ],
    },
  ],
  staff: [{ key: "clerk", full_name: "Sam Ortiz", role_level: 10, locations: ["city-hall"], meeting_methods: [1] }],
};
