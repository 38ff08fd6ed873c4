/**
 * Checks a parsed vendor document for what a schema cannot see: unique keys and references
 * between locations, services, questions and staff.
 */
import type { FieldError } from "./error-codes.js";
import type { VendorDocument } from "./vendor-document.js";

export function checkVendorDocumentReferences(doc: VendorDocument): FieldError[] {
  const errors: FieldError[] = [];
  const invalid = (field: string, message: string) => errors.push({ field, code: "invalid_value", message });

  const uniqueKeys = (list: readonly { key: string }[], name: string) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      if (seen.has(item.key)) invalid(`${name}.${i}.key`, `duplicate key "${item.key}"`);
      seen.add(item.key);
    });
    return seen;
  };
  const services = uniqueKeys(doc.services, "services");
  const locations = uniqueKeys(doc.locations, "locations");
  uniqueKeys(doc.questions, "questions");
  uniqueKeys(doc.staff, "staff");
  uniqueKeys(doc.cx_snippets, "cx_snippets");

  const mustExist = (known: Set<string>, ref: string, field: string, what: string) => {
    if (!known.has(ref)) invalid(field, `unknown ${what} "${ref}"`);
  };
  doc.locations.forEach((location, i) =>
    location.services.forEach((offer, j) => mustExist(services, offer.service, `locations.${i}.services.${j}.service`, "service")),
  );
  doc.questions.forEach((question, i) => {
    question.services.forEach((ref, j) => mustExist(services, ref, `questions.${i}.services.${j}`, "service"));
    const values = new Set<number>();
    question.options.forEach((option, j) => {
      if (values.has(option.value)) invalid(`questions.${i}.options.${j}.value`, `duplicate option value ${option.value}`);
      values.add(option.value);
    });
  });
  doc.staff.forEach((member, i) => {
    member.locations.forEach((ref, j) => mustExist(locations, ref, `staff.${i}.locations.${j}`, "location"));
    member.services.forEach((ref, j) => mustExist(services, ref, `staff.${i}.services.${j}`, "service"));
  });
  const domains = new Set<string>();
  doc.domains.forEach((d, i) => {
    if (domains.has(d)) invalid(`domains.${i}`, `duplicate domain "${d}"`);
    domains.add(d);
  });
  return errors;
}
