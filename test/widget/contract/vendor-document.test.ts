import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEMO_VENDORS } from "../../../server/src/demo/seed-demo.js";
import { VendorDocumentSchema, checkVendorDocumentReferences, issuesToFieldErrors, type FieldError, type VendorDocument } from "#contract";
import { sampleVendorDocument } from "../../helpers/sample-vendor-document.js";

/** Field errors of a document, as the admin API would list them. */
function errorsOf(input: unknown): FieldError[] {
  const result = v.safeParse(VendorDocumentSchema, input, { abortEarly: false });
  return result.success ? checkVendorDocumentReferences(result.output) : issuesToFieldErrors(result.issues);
}

const parse = (input: unknown): VendorDocument => v.parse(VendorDocumentSchema, input);
const fields = (input: unknown) => errorsOf(input).map((e) => e.field);

describe("VendorDocumentSchema", () => {
  it.each(Object.entries(DEMO_VENDORS))("accepts the demo vendor %s without reference problems", (_slug, doc) => {
    expect(errorsOf(doc)).toEqual([]);
  });

  it("fills every optional setting with its default", () => {
    const doc = parse({ name: "  Tiny  ", services: [], locations: [] });
    expect(doc).toMatchObject({
      name: "Tiny",
      homepage: null,
      domains: [],
      allowed_origins: [],
      callback_requests_enabled: true,
      meeting_methods: [1, 2, 3],
      callback_contact_options: { mobile_phone: "optional", email: "optional", sms_notifications: "optional", notes: "optional" },
      page_settings: { pre_booking_statement: "", privacy_policy_url: null, explicit_compliance_agreement: false },
      theme: { primary: "#1a73e8", mcv_font_family: "Roboto", mcv_font_normal_weight: 400, mcv_font_bold_weight: 500 },
      client_view: { booking_window_days: 30, available_languages: ["en", "es", "fr", "ko", "pl", "pt-BR", "ru", "zh-Hans"] },
      kiosk: { inactivity_timeout_ms: 30_000, confirmation_reset_ms: 8_500 },
      questions: [],
      staff: [],
      cx_snippets: [],
    });
  });

  it("lists every bad field at once, each with its dotted path", () => {
    const doc = sampleVendorDocument();
    const [quay] = doc.locations;
    const errors = errorsOf({
      ...doc,
      name: "",
      surprise: true,
      services: [{ ...doc.services[0], duration_minutes: 0 }, doc.services[1]],
      locations: [{ ...quay, timezone: "Mars/Olympus_Mons", country: "nz", hours: { monday: { open: "18:00", close: "09:00" } } }, doc.locations[1]],
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "name", code: "invalid_value", message: expect.any(String) },
        { field: "surprise", code: "invalid_value", message: "is not a known field" },
        { field: "services.0.duration_minutes", code: "invalid_value", message: expect.any(String) },
        { field: "locations.0.timezone", code: "invalid_value", message: "must be an IANA time zone such as America/New_York" },
        { field: "locations.0.country", code: "invalid_value", message: expect.any(String) },
        { field: "locations.0.hours.monday", code: "invalid_value", message: "open must be before close" },
      ]),
    );
    expect(errors).toHaveLength(6);
  });

  it("names missing fields as required", () => {
    expect(errorsOf({ services: [{ key: "a" }] })).toEqual(
      expect.arrayContaining([
        { field: "name", code: "required", message: "is required" },
        { field: "locations", code: "required", message: "is required" },
        { field: "services.0.name", code: "required", message: "is required" },
      ]),
    );
  });

  describe("opening hours", () => {
    const withHours = (hours: unknown) => {
      const doc = sampleVendorDocument();
      return { ...doc, locations: [{ ...doc.locations[0], hours }, doc.locations[1]] };
    };

    it("refuses an open time after (or equal to) the close time", () => {
      expect(fields(withHours({ friday: { open: "17:00", close: "09:00" } }))).toEqual(["locations.0.hours.friday"]);
      expect(fields(withHours({ friday: { open: "09:00", close: "09:00" } }))).toEqual(["locations.0.hours.friday"]);
    });

    it("accepts a day until 24:00 and treats missing days as closed", () => {
      const doc = parse(withHours({ sunday: { open: "00:00", close: "24:00" } }));
      expect(doc.locations[0]?.hours).toEqual({
        sunday: { open: "00:00", close: "24:00" },
        monday: null,
        tuesday: null,
        wednesday: null,
        thursday: null,
        friday: null,
        saturday: null,
      });
    });

    it.each(["25:00", "9:00", "12:60", "noon"])("refuses the time %s", (time) => {
      expect(fields(withHours({ monday: { open: time, close: "23:00" } }))).toEqual(["locations.0.hours.monday.open"]);
    });

    it("refuses unknown weekdays", () => {
      expect(fields(withHours({ funday: { open: "09:00", close: "10:00" } }))).toEqual(["locations.0.hours.funday"]);
    });
  });

  describe("time zones", () => {
    const withZone = (timezone: string) => {
      const doc = sampleVendorDocument();
      return { ...doc, locations: [{ ...doc.locations[0], timezone }, doc.locations[1]] };
    };

    it.each(["America/New_York", "Europe/Paris", "Asia/Kolkata", "UTC", "America/Argentina/Buenos_Aires", "Etc/GMT+5"])("accepts %s", (zone) => {
      expect(errorsOf(withZone(zone))).toEqual([]);
    });

    it.each(["", "Mars/Base", "America/New York", "+05:00", "-0300", "GMT+5:00"])("refuses %j", (zone) => {
      expect(fields(withZone(zone))).toEqual(["locations.0.timezone"]);
    });
  });

  it("lowercases origins and domains and refuses origins with a path", () => {
    const doc = parse({ ...sampleVendorDocument(), allowed_origins: ["https://Shop.Example.COM"], domains: ["Bikes.Example.com:8443"] });
    expect(doc.allowed_origins).toEqual(["https://shop.example.com"]);
    expect(doc.domains).toEqual(["bikes.example.com:8443"]);
    expect(fields({ ...sampleVendorDocument(), allowed_origins: ["https://shop.example.com/", "shop.example.com", "*"] })).toEqual([
      "allowed_origins.0",
      "allowed_origins.1",
      "allowed_origins.2",
    ]);
    expect(fields({ ...sampleVendorDocument(), domains: ["https://bikes.example.com"] })).toEqual(["domains.0"]);
  });

  it("refuses a choice question without options, naming its options", () => {
    const doc = sampleVendorDocument();
    expect(fields({ ...doc, questions: [{ key: "pick", type: "radio", label: "Pick one" }] })).toEqual(["questions.0.options"]);
  });

  it("refuses text that PostgreSQL could not store and sort orders beyond 32 bits", () => {
    const doc = sampleVendorDocument();
    expect(fields({ ...doc, name: "Bikes\u0000", services: [{ ...doc.services[0], sort_order: 2 ** 31 }, doc.services[1]] })).toEqual([
      "name",
      "services.0.sort_order",
    ]);
  });

  it("refuses keys that are not lowercase slugs", () => {
    const doc = sampleVendorDocument();
    expect(fields({ ...doc, services: [{ ...doc.services[0], key: "Tune Up" }, doc.services[1]] })).toEqual(["services.0.key"]);
  });
});

describe("checkVendorDocumentReferences", () => {
  it("finds nothing wrong in a consistent document", () => {
    expect(checkVendorDocumentReferences(parse(sampleVendorDocument()))).toEqual([]);
  });

  it("reports duplicate keys, option values and domains", () => {
    const doc = sampleVendorDocument();
    const [question] = doc.questions ?? [];
    const errors = errorsOf({
      ...doc,
      domains: ["bikes.example.com", "BIKES.example.com"],
      services: [...doc.services, { key: "tune-up", name: "Another tune-up" }],
      locations: [...doc.locations, { ...doc.locations[1], name: "Ponsonby again" }],
      questions: [
        {
          ...question,
          options: [
            { value: 1, text: "Road" },
            { value: 1, text: "Gravel" },
          ],
        },
      ],
      staff: [...(doc.staff ?? []), { key: "sam", full_name: "Sam Two", role_level: 10, locations: [], meeting_methods: [1] }],
      cx_snippets: [...(doc.cx_snippets ?? []), { key: "hello", content: { en: "Hi" } }],
    });
    expect(errors).toEqual([
      { field: "services.2.key", code: "invalid_value", message: 'duplicate key "tune-up"' },
      { field: "locations.2.key", code: "invalid_value", message: 'duplicate key "ponsonby"' },
      { field: "staff.2.key", code: "invalid_value", message: 'duplicate key "sam"' },
      { field: "cx_snippets.1.key", code: "invalid_value", message: 'duplicate key "hello"' },
      { field: "questions.0.options.1.value", code: "invalid_value", message: "duplicate option value 1" },
      { field: "domains.1", code: "invalid_value", message: 'duplicate domain "bikes.example.com"' },
    ]);
  });

  it("reports references to services and locations the document does not define", () => {
    const doc = sampleVendorDocument();
    const [quay, ponsonby] = doc.locations;
    const errors = errorsOf({
      ...doc,
      locations: [quay, { ...ponsonby, services: [{ service: "wheel-truing", meeting_methods: [1] }] }],
      questions: [{ key: "q", type: "text", label: "Q", services: ["tune-up", "paint"] }],
      staff: [{ key: "kai", full_name: "Kai", role_level: 10, locations: ["quay", "parnell"], services: ["brakes"], meeting_methods: [1] }],
    });
    expect(errors).toEqual([
      { field: "locations.1.services.0.service", code: "invalid_value", message: 'unknown service "wheel-truing"' },
      { field: "questions.0.services.1", code: "invalid_value", message: 'unknown service "paint"' },
      { field: "staff.0.locations.1", code: "invalid_value", message: 'unknown location "parnell"' },
      { field: "staff.0.services.0", code: "invalid_value", message: 'unknown service "brakes"' },
    ]);
  });
});
