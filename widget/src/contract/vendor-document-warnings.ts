/**
 * Setups a vendor document may hold that would silently do nothing for clients: saved (they
 * break nothing), and told in the write's answer (`meta.warnings`) so an admin finds out at once
 * rather than from a client. Pure over the document, so an editor can show them before saving.
 */
import type { VendorDocument } from "./vendor-document.js";
import { WEEKDAYS } from "./weekdays.js";

export const DOCUMENT_WARNING_CODES = [
  /** A service offered somewhere that no staff member serves: clients never see it. */
  "service_unserved",
  /** A location offers a service by a meeting method none of its staff serve it by: hidden there that way. */
  "offer_unserved",
  /** Walk-in questions defined while `walkin_questions` is off: never asked. */
  "questions_switched_off",
  /** A location with no open hours on any day: it never opens. */
  "location_never_open",
  /** A location's time zone is not one of its country's (a neighbour's clock, an hour off at times). */
  "time_zone_outside_country",
  /** `personal_data_retention_days` is 0: clients' personal data is never erased by retention. */
  "personal_data_kept_for_ever",
] as const;
export type DocumentWarningCode = (typeof DOCUMENT_WARNING_CODES)[number];

export interface DocumentWarning {
  /** Dotted path in the document, e.g. `locations.3.services.0`. */
  field: string;
  code: DocumentWarningCode;
  message: string;
}

type Staff = VendorDocument["staff"][number];

/** Whether this person serves the service at the location by the method. */
function serves(person: Staff, service: string, location: string, method: number): boolean {
  return (
    person.locations.includes(location) &&
    (person.services.length === 0 || person.services.includes(service)) &&
    (person.meeting_methods as readonly number[]).includes(method)
  );
}

export function vendorDocumentWarnings(doc: VendorDocument): DocumentWarning[] {
  const warnings: DocumentWarning[] = [];
  const servedAnywhere = new Set<string>();
  const offeredAnywhere = new Set<string>();
  // Each location's staff, so a vendor of thousands of both costs staff per location, not all staff.
  const staffAt = new Map<string, Staff[]>();
  for (const person of doc.staff) {
    for (const place of new Set(person.locations)) staffAt.set(place, [...(staffAt.get(place) ?? []), person]);
  }
  doc.locations.forEach((location, l) => {
    const here = staffAt.get(location.key) ?? [];
    location.services.forEach((offer, o) => {
      offeredAnywhere.add(offer.service);
      const unserved = offer.meeting_methods.filter((method) => !here.some((person) => serves(person, offer.service, location.key, method)));
      if (unserved.length < offer.meeting_methods.length) servedAnywhere.add(offer.service);
      if (unserved.length > 0) {
        warnings.push({
          field: `locations.${l}.services.${o}`,
          code: "offer_unserved",
          message: `No staff member of ${location.key} serves ${offer.service} by meeting method ${unserved.join(", ")}: clients do not see it there that way`,
        });
      }
    });
    if (WEEKDAYS.every((day) => !location.hours[day])) {
      warnings.push({ field: `locations.${l}.hours`, code: "location_never_open", message: `${location.key} has no open hours on any day: it never opens` });
    }
  });
  doc.services.forEach((service, s) => {
    if (offeredAnywhere.has(service.key) && !servedAnywhere.has(service.key)) {
      warnings.push({
        field: `services.${s}`,
        code: "service_unserved",
        message: `No staff member serves ${service.key} where it is offered: clients never see it`,
      });
    }
  });
  if (!doc.walkin_questions && doc.questions.length > 0) {
    warnings.push({
      field: "questions",
      code: "questions_switched_off",
      message: `${doc.questions.length} walk-in question(s) are defined while walkin_questions is off: clients are not asked them`,
    });
  }
  if (doc.personal_data_retention_days === 0) {
    warnings.push({
      field: "personal_data_retention_days",
      code: "personal_data_kept_for_ever",
      message: "personal_data_retention_days is 0: clients' personal data is kept for ever, until erased on request",
    });
  }
  return warnings;
}
