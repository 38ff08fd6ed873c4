/**
 * A vendor whose texts are partly translated, for the tests of `text_lang` (issue 36, item 5):
 * a French branch translated into English only, an English one translated into Spanish only, and
 * a service and a question written in English alone. Open all week, with a clerk at the harbour.
 */
export const BILINGUAL_SLUG = "bilingual";

const ALL_WEEK = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, { open: "00:00", close: "24:00" }]),
);
const place = { city: "Montréal", prov_state: "QC", postal_zip: "H2Y 1C6", country: "CA", timezone: "America/Toronto", hours: ALL_WEEK };

export const bilingualVendor = {
  name: "Bilingual Bank",
  walkin_questions: true,
  services: [{ key: "teller", name: "Teller", instructions: "Bring your card.", duration_minutes: 5, translations: { ko: { name: "창구" } } }],
  locations: [
    {
      key: "vieux-port",
      name: "Agence du Vieux-Port",
      address: "1 rue de la Commune",
      instructions: "Sonnez à la porte.",
      lang: "fr",
      coordinates: { lat: 45.5, lng: -73.55 },
      sort_order: 1,
      translations: { en: { name: "Old Port Branch" } },
      services: [{ service: "teller", meeting_methods: [1] }],
      ...place,
    },
    {
      key: "harbour",
      name: "Harbour Branch",
      address: "2 Harbour Street",
      coordinates: { lat: 45.51, lng: -73.56 },
      sort_order: 2,
      translations: { es: { name: "Sucursal del puerto", address: "Calle del Puerto 2" } },
      services: [{ service: "teller", meeting_methods: [1] }],
      ...place,
    },
  ],
  questions: [
    {
      key: "colour",
      type: "select",
      label: "Favourite colour",
      placeholder: "Pick one",
      required: true,
      options: [
        { value: 1, text: "Red", translations: { ru: "Красный" } },
        { value: 2, text: "Blue" },
      ],
    },
  ],
  staff: [{ key: "sam", full_name: "Sam Roy", email: "sam@bilingual.example", role_level: 10, locations: ["vieux-port", "harbour"], meeting_methods: [1] }],
};
