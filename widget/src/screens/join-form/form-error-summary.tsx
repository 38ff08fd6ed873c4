/**
 * Errors the server reported about things that are not a field of the form (the location
 * closed meanwhile, a question no longer asked…), listed above the submit button.
 */
import { useLingui } from "@lingui/react/macro";
import type { FieldErrorCode, QuestionResource } from "#contract";
import { fieldErrorMessage } from "../../ui/field-error-messages.js";

/** Field paths the form shows next to a field. */
const ON_A_FIELD = new Set([
  "service_id",
  "fulfillment_method",
  "car_details",
  "client.first_name",
  "client.last_name",
  "client.contact",
  "client.email",
  "client.cell_phone",
  "client.receive_sms",
  "notes",
  "compliance_agreed",
]);

export function FormErrorSummary({ errors, questions }: { errors: Record<string, FieldErrorCode>; questions: readonly QuestionResource[] }) {
  const { t } = useLingui();
  const asked = new Set(questions.map((q) => `answers.${q.id}`));
  const other = [
    ...new Set(
      Object.entries(errors)
        .filter(([field]) => !ON_A_FIELD.has(field) && !asked.has(field))
        .map(([, code]) => code),
    ),
  ];
  if (!other.length) return null;
  return (
    <ul role="alert" className="qb-field-error">
      {other.map((code) => (
        <li key={code}>{t(fieldErrorMessage(code))}</li>
      ))}
    </ul>
  );
}
