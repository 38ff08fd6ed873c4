/**
 * The `demo` vendor: a credit union whose locations exercise every screen of the client flow.
 * - downtown: open around the clock, in person / phone / video, curbside, review link;
 * - riverside: private (cannot be joined);
 * - harbor: callback hours restricted and temporarily closed, so it shows the closed notice
 *   with its future open hours whenever the demo runs;
 * - uptown: offers video but no staff there serve video;
 * - toronto: in Canada, so distances show in km; closed on fixed holidays (dated time off).
 * Appointments can be booked with the staff picker (languages shown) and up to two guests; Chloe
 * has leave booked for a summer far enough ahead not to touch the demo's days.
 */
import type { VendorDocumentInput } from "#contract";
import { demoQuestions } from "./demo-questions.js";
import { demoServices } from "./demo-services.js";

const ALL_DAY = { open: "00:00", close: "24:00" };
const OFFICE = { open: "09:00", close: "17:00" };
const every = (hours: { open: string; close: string } | null) => ({
  sunday: hours,
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: hours,
});
const inPersonServices = ["open-account", "loan-consultation", "deposits", "card-pickup", "curbside-cash"];
const allMethods = [1, 2, 3] as const;

/** Local pages a developer tries the element on (`npm start` prints the demo host at :3000). */
export const DEMO_LOCAL_ORIGINS = ["http://localhost:3000", "http://127.0.0.1:3000", "http://localhost:8080", "http://127.0.0.1:8080"];

export const demoVendor: VendorDocumentInput = {
  name: "Maple & Main Credit Union",
  homepage: "https://example.org/maple-and-main",
  domains: [],
  allowed_origins: DEMO_LOCAL_ORIGINS,
  modern_client_view: true,
  show_queue_appointment_feedback: true,
  show_wait_time: true,
  walkin_questions: true,
  callback_closed_location_info: true,
  location_search_radius: 50,
  meeting_methods: [1, 2, 3],
  callback_contact_options: { mobile_phone: "optional", email: "optional", sms_notifications: "optional", notes: "optional" },
  features: { curbside_pickup: true, notes_digit_validation: true, lobby: true },
  page_settings: {
    privacy_policy_url: "https://example.org/maple-and-main/privacy",
    terms_of_service_url: "https://example.org/maple-and-main/terms",
    pre_booking_statement:
      '<p>Please <strong>do not</strong> share card numbers in your notes. <a href="https://example.org/maple-and-main/security">How we keep you safe</a></p>',
    explicit_compliance_agreement: true,
  },
  theme: { primary: "#1a73e8", secondary: "#0b8043", mcv_font_family: "Roboto", mcv_font_normal_weight: 400, mcv_font_bold_weight: 500 },
  synonyms: { en: { location: "branch" } },
  // Appointments: Downtown is open around the clock and its staff keep its hours, so a time can
  // be booked whenever the demo (or a test) runs.
  // Also served under its own path, /s/maple-main/…, where its notification links point.
  client_view: { location_locking: false, show_staff_picker: true, show_staff_languages: true, max_additional_attendees: 2, vendor_path: "maple-main" },
  services: demoServices,
  locations: [
    {
      key: "downtown",
      external_id: "MM-001",
      name: "Downtown Branch",
      address: "100 Main Street",
      city: "New York",
      prov_state: "NY",
      postal_zip: "10007",
      country: "US",
      phone: "+12125550100",
      coordinates: { lat: 40.7128, lng: -74.006 },
      timezone: "America/New_York",
      sort_order: 1,
      google_review_url: "https://example.org/maple-and-main/reviews/downtown",
      supports_curbside_pickup: true,
      instructions: "Check in at the front desk when you arrive. Curbside spots are on Church Street.",
      hours: every(ALL_DAY),
      translations: {
        es: { name: "Sucursal del centro", instructions: "Regístrese en la recepción al llegar. Los puestos de recogida en la acera están en Church Street." },
        fr: { name: "Agence du centre-ville", instructions: "Présentez-vous à l'accueil à votre arrivée. Les places de retrait sont sur Church Street." },
        ko: { name: "다운타운 지점", instructions: "도착하시면 안내 데스크에서 체크인하세요. 차량 픽업 구역은 Church Street에 있습니다." },
        pl: { name: "Oddział w centrum", instructions: "Po przyjściu zgłoś się w recepcji. Miejsca odbioru przy krawężniku są na Church Street." },
        "pt-BR": { name: "Agência Centro", instructions: "Faça o check-in na recepção ao chegar. As vagas de retirada ficam na Church Street." },
        ru: { name: "Отделение в центре", instructions: "По прибытии отметьтесь на стойке регистрации. Места выдачи у машины — на Church Street." },
        "zh-Hans": { name: "市中心支行", instructions: "到达后请在前台登记。路边取件车位位于 Church Street。" },
      },
      services: inPersonServices.map((service) => ({
        service,
        meeting_methods: service === "curbside-cash" || service === "card-pickup" ? [1] : [...allMethods],
      })),
    },
    {
      key: "riverside",
      name: "Riverside Private Banking",
      address: "20 River Road",
      city: "Hoboken",
      prov_state: "NJ",
      postal_zip: "07030",
      country: "US",
      phone: "+12015550111",
      coordinates: { lat: 40.7433, lng: -74.0324 },
      timezone: "America/New_York",
      sort_order: 2,
      visibility: "private",
      hours: { ...every(OFFICE), saturday: null, sunday: null },
      services: [{ service: "open-account", meeting_methods: [1] }],
    },
    {
      key: "harbor",
      name: "Harbor Callback Center",
      address: "5 Harbor Way",
      city: "Chicago",
      prov_state: "IL",
      postal_zip: "60601",
      country: "US",
      phone: "+13125550122",
      coordinates: { lat: 41.8864, lng: -87.6186 },
      timezone: "America/Chicago",
      sort_order: 3,
      restrict_callback_request_hours: true,
      temporarily_closed: true,
      hours: { ...every(OFFICE), saturday: { open: "10:00", close: "14:00" }, sunday: null },
      services: [
        { service: "loan-consultation", meeting_methods: [2, 3] },
        { service: "open-account", meeting_methods: [2] },
      ],
    },
    {
      key: "uptown",
      name: "",
      address: "350 Fifth Avenue",
      city: "New York",
      prov_state: "NY",
      postal_zip: "10118",
      country: "US",
      phone: "+12125550133",
      coordinates: { lat: 40.7484, lng: -73.9857 },
      timezone: "America/New_York",
      sort_order: 4,
      hours: { ...every({ open: "08:00", close: "20:00" }), sunday: null },
      services: [
        { service: "deposits", meeting_methods: [1] },
        { service: "open-account", meeting_methods: [1, 3] },
      ],
    },
    {
      key: "toronto",
      name: "Toronto Branch",
      address: "200 King Street West",
      city: "Toronto",
      prov_state: "ON",
      postal_zip: "M5H 3T4",
      country: "CA",
      phone: "+14165550144",
      coordinates: { lat: 43.6476, lng: -79.3865 },
      timezone: "America/Toronto",
      sort_order: 5,
      hours: { ...every(OFFICE), sunday: null },
      time_off: [
        { start: "2026-12-25T00:00", end: "2026-12-27T00:00", reason: "Christmas Day and Boxing Day" },
        { start: "2027-07-01T00:00", end: "2027-07-02T00:00", reason: "Canada Day" },
      ],
      services: [
        { service: "open-account", meeting_methods: [1, 2] },
        { service: "deposits", meeting_methods: [1] },
      ],
    },
  ],
  questions: demoQuestions,
  staff: [
    {
      key: "ana",
      full_name: "Ana Lopez",
      email: "ana@maple-main.example",
      role_level: 10,
      locations: ["downtown"],
      meeting_methods: [1, 2, 3],
      languages: ["en", "es"],
    },
    {
      key: "ben",
      full_name: "Ben Carter",
      email: "ben@maple-main.example",
      role_level: 15,
      locations: ["downtown", "uptown"],
      meeting_methods: [1, 2],
      languages: ["en", "fr"],
    },
    {
      key: "chloe",
      full_name: "Chloe Martin",
      email: "chloe@maple-main.example",
      role_level: 20,
      locations: ["uptown", "riverside"],
      meeting_methods: [1],
      time_off: [{ start: "2027-08-02T00:00", end: "2027-08-16T00:00", reason: "Summer leave" }],
    },
    { key: "hugo", full_name: "Hugo Reyes", email: "hugo@maple-main.example", role_level: 5, locations: ["harbor"], meeting_methods: [2, 3] },
    { key: "tara", full_name: "Tara Singh", email: "tara@maple-main.example", role_level: 13, locations: ["toronto"], meeting_methods: [1, 2] },
    // The back office's admin: sets the vendor up, serves no location.
    { key: "dana", full_name: "Dana Brooks", email: "dana@maple-main.example", role_level: 30, locations: [], meeting_methods: [1], on_duty: false },
    { key: "kiosk-downtown", full_name: "Downtown Kiosk", role_level: 7, locations: ["downtown"], meeting_methods: [1], on_duty: false },
  ],
  cx_snippets: [
    {
      key: "welcome",
      content: {
        en: "Welcome to Maple & Main. Join the line from anywhere and we will let you know when it is your turn.",
        es: "Bienvenido a Maple & Main. Únase a la fila desde cualquier lugar y le avisaremos cuando sea su turno.",
        fr: "Bienvenue chez Maple & Main. Rejoignez la file d'où vous voulez, nous vous préviendrons quand ce sera votre tour.",
        ko: "Maple & Main에 오신 것을 환영합니다. 어디서든 줄을 서시면 차례가 되었을 때 알려 드립니다.",
        pl: "Witamy w Maple & Main. Dołącz do kolejki z dowolnego miejsca, a powiadomimy Cię, gdy nadejdzie Twoja kolej.",
        "pt-BR": "Bem-vindo ao Maple & Main. Entre na fila de onde estiver e avisaremos quando for a sua vez.",
        ru: "Добро пожаловать в Maple & Main. Встаньте в очередь откуда угодно — мы сообщим, когда подойдёт ваша очередь.",
        "zh-Hans": "欢迎来到 Maple & Main。您可以随时随地排队，轮到您时我们会通知您。",
      },
    },
  ],
};
