/**
 * A refused save's field errors in the page's language, from their stable `code` (the server's
 * English `message` is for developers), and the warnings a save may answer (what it sets up that
 * would silently do nothing).
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { DocumentWarning, FieldError } from "#contract";

export function useFieldErrorText(): (error: Pick<FieldError, "code">) => string {
  const { t } = useLingui();
  return useCallback(
    (error) => {
      switch (error.code) {
        case "required":
          return t`This field is required.`;
        case "too_long":
          return t`This is too long.`;
        case "invalid_type":
          return t`This value has the wrong type.`;
        case "email_invalid":
          return t`Enter a valid email address.`;
        default:
          return t`This value is not valid.`;
      }
    },
    [t],
  );
}

export function useWarningText(): (warning: DocumentWarning) => string {
  const { t } = useLingui();
  return useCallback(
    (warning) => {
      switch (warning.code) {
        case "service_unserved":
          return t`A service is offered at a branch where no staff member serves it: clients there do not see it.`;
        case "offer_unserved":
          return t`A branch offers a service by a meeting method no staff member there provides.`;
        case "questions_switched_off":
          return t`Questions are set up but switched off for walk-ins: they are never asked.`;
        case "location_never_open":
          return t`A branch has no opening hours on any day: it never opens.`;
        case "time_zone_outside_country":
          return t`A branch's time zone is not one of its country's.`;
        case "personal_data_kept_for_ever":
          return t`Clients' personal data is now kept until it is erased on request.`;
        default:
          return warning.message;
      }
    },
    [t],
  );
}
