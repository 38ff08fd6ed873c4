/**
 * A small but complete vendor document for configuration tests: two services, two locations,
 * a question, two staff members and a snippet. No domains, since a domain belongs to one vendor
 * only. Each call returns a fresh copy to modify.
 */
import type { VendorDocumentInput } from "#contract";

const OFFICE = { open: "09:00", close: "17:00" };

type Item<K extends "services" | "locations" | "questions" | "staff"> = NonNullable<VendorDocumentInput[K]>[number];

/** The sample's lists typed as tuples, so tests can pick and vary single items. */
export interface SampleVendorDocument extends VendorDocumentInput {
  services: [Item<"services">, Item<"services">];
  locations: [Item<"locations">, Item<"locations">];
  questions: [Item<"questions">];
  staff: [Item<"staff">, Item<"staff">];
}

export function sampleVendorDocument(): SampleVendorDocument {
  return {
    name: "Harbour Bike Repair",
    homepage: "https://bikes.example.com",
    domains: [],
    allowed_origins: ["https://www.bikes.example.com"],
    page_settings: { pre_booking_statement: "<p>Bring your <strong>bike</strong>.</p>" },
    services: [
      { key: "tune-up", name: "Tune-up", duration_minutes: 30, translations: { es: { name: "Puesta a punto" } } },
      { key: "flat-tyre", name: "Flat tyre", duration_minutes: 10 },
    ],
    locations: [
      {
        key: "quay",
        name: "Quay Street",
        address: "1 Quay Street",
        country: "NZ",
        coordinates: { lat: -36.8433, lng: 174.7676 },
        timezone: "Pacific/Auckland",
        hours: { monday: OFFICE, tuesday: OFFICE, saturday: { open: "10:00", close: "14:00" } },
        services: [
          { service: "tune-up", meeting_methods: [1] },
          { service: "flat-tyre", meeting_methods: [1, 2] },
        ],
      },
      {
        key: "ponsonby",
        name: "Ponsonby",
        address: "20 Ponsonby Road",
        country: "NZ",
        coordinates: { lat: -36.8569, lng: 174.7456 },
        timezone: "Pacific/Auckland",
        hours: { wednesday: OFFICE },
        services: [{ service: "flat-tyre", meeting_methods: [1] }],
      },
    ],
    questions: [
      {
        key: "bike-type",
        type: "select",
        label: "What kind of bike?",
        options: [
          { value: 1, text: "Road", translations: { es: "Carretera" } },
          { value: 2, text: "Mountain" },
        ],
        services: ["tune-up"],
      },
    ],
    staff: [
      { key: "mere", full_name: "Mere Tane", role_level: 10, locations: ["quay", "ponsonby"], meeting_methods: [1, 2] },
      { key: "sam", full_name: "Sam Liu", role_level: 20, locations: ["quay"], services: ["tune-up"], meeting_methods: [1] },
    ],
    cx_snippets: [{ key: "hello", content: { en: "Kia ora!", es: "¡Hola!" } }],
  };
}
