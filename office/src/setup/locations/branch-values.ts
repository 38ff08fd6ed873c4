/**
 * One branch as its form holds it (the document's item, with the coordinates as typed), what the
 * form checks before saving, and where each field's path in the document shows on the form.
 */
import type { LocationDocument, VendorDocument } from "#contract";
import { hoursProblems } from "../fields/weekly-hours-fields.js";
import { timeOffProblems } from "../fields/time-off-fields.js";

export interface BranchValues {
  location: LocationDocument;
  lat: string;
  lng: string;
}

const KEY = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export function newBranch(timezone: string): LocationDocument {
  return {
    key: "",
    external_id: "",
    name: "",
    address: "",
    city: "",
    prov_state: "",
    postal_zip: "",
    country: "",
    region: "",
    lang: "en",
    phone: "",
    mailing_code: "",
    coordinates: { lat: 0, lng: 0 },
    timezone,
    sort_order: 0,
    visibility: "public",
    google_review_url: null,
    supports_curbside_pickup: false,
    instructions: "",
    restrict_callback_request_hours: false,
    temporarily_closed: false,
    hours: { sunday: null, monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null },
    time_off: [],
    translations: {},
    services: [],
  };
}

export const valuesOf = (location: LocationDocument): BranchValues => ({
  location,
  lat: String(location.coordinates.lat),
  lng: String(location.coordinates.lng),
});

export type BranchProblem =
  | "required"
  | "key_invalid"
  | "key_taken"
  | "country_invalid"
  | "number_invalid"
  | "time"
  | "order"
  | "end_before_start"
  | "method_required";

/** What is wrong, by the field's path under the branch (`hours.monday.close`, `coordinates.lat`). */
export function branchProblems(values: BranchValues, doc: VendorDocument, isNew: boolean): Map<string, BranchProblem> {
  const problems = new Map<string, BranchProblem>();
  const { location } = values;
  if (isNew && !KEY.test(location.key)) problems.set("key", "key_invalid");
  else if (isNew && doc.locations.some((other) => other.key === location.key)) problems.set("key", "key_taken");
  if (!location.address.trim()) problems.set("address", "required");
  if (!/^[A-Z]{2}$/.test(location.country)) problems.set("country", "country_invalid");
  const lat = Number(values.lat);
  const lng = Number(values.lng);
  if (values.lat.trim() === "" || !Number.isFinite(lat) || lat < -90 || lat > 90) problems.set("coordinates.lat", "number_invalid");
  if (values.lng.trim() === "" || !Number.isFinite(lng) || lng < -180 || lng > 180) problems.set("coordinates.lng", "number_invalid");
  for (const [path, problem] of hoursProblems(location.hours)) problems.set(`hours.${path}`, problem);
  for (const path of timeOffProblems(location.time_off)) problems.set(`time_off.${path}`, path.endsWith(".end") ? "end_before_start" : "required");
  location.services.forEach((offer, i) => {
    if (!offer.meeting_methods.length) problems.set(`services.${i}.meeting_methods`, "method_required");
  });
  return problems;
}

/** The branch as the document will hold it. */
export const branchOf = (values: BranchValues): LocationDocument => ({
  ...values.location,
  coordinates: { lat: Number(values.lat), lng: Number(values.lng) },
});

/** The form's id of the field at `path` under the branch; the nearest field for a path it has none for. */
export function fieldIdOf(path: string): string {
  const [head = "", second = "", third = ""] = path.split(".");
  if (head === "hours" && second) return `branch-hours-${second}-${third === "close" ? "closes" : third === "open" ? "opens" : "open-day"}`;
  if (head === "time_off" && second) return `branch-closures-${second}-${third || "start"}`;
  if (head === "services" && second) return `branch-offer-${second}`;
  if (head === "coordinates") return `branch-${second || "lat"}`;
  if (head === "translations") return `branch-name-${second}`;
  return `branch-${head.replace(/_/g, "-") || "name"}`;
}
