/**
 * Saving a section's form: the patch goes to the document store, and the outcome becomes what
 * the person sees — "Saved" (with any warnings), the reload offer after a 412, or each refused
 * field's translated error at its field. `prefix` is where the form's values sit in the document
 * (`locations.3` for a branch, `` for the vendor's settings): a field's error is looked up by its
 * path under it (`fieldError("hours.mon.open")`), and an error about a place the form has no
 * field for shows at the nearest field above it, or in the form's alert.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import type { DocumentWarning, FieldError, VendorDocument } from "#contract";
import { useFailureMessage } from "../ui/use-failure-message.js";
import type { SaveOutcome } from "./document-store.js";
import { useSetupStore } from "./setup-context.js";
import { useFieldErrorText, useWarningText } from "./use-field-error-text.js";

export interface SaveFeedback {
  /** The form's alert: a conflict (with the reload offer), a refusal, a failure. */
  alert?: { message: string; conflict: boolean } | undefined;
  /** What went well, said politely, with the save's warnings. */
  status?: { message: string; warnings: string[] } | undefined;
}

/** The field errors under `prefix`, by their path below it. */
export function errorsUnder(errors: readonly FieldError[], prefix: string): Map<string, FieldError> {
  const under = new Map<string, FieldError>();
  const start = prefix ? `${prefix}.` : "";
  for (const error of errors) {
    if (prefix && error.field !== prefix && !error.field.startsWith(start)) continue;
    const path = error.field === prefix ? "" : error.field.slice(start.length);
    if (!under.has(path)) under.set(path, error);
  }
  return under;
}

export function useSave(prefix: string) {
  const { t } = useLingui();
  const store = useSetupStore();
  const failureMessage = useFailureMessage();
  const fieldText = useFieldErrorText();
  const warningText = useWarningText();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<SaveFeedback>({});
  const [errors, setErrors] = useState<Map<string, FieldError>>(new Map());

  const save = useCallback(
    async (patch: Partial<VendorDocument>): Promise<SaveOutcome> => {
      setBusy(true);
      setFeedback({});
      const outcome = await store.getState().save(patch);
      setBusy(false);
      if (outcome.kind === "saved") {
        setErrors(new Map());
        setFeedback({ status: { message: t`Saved.`, warnings: outcome.warnings.map((w: DocumentWarning) => warningText(w)) } });
      } else if (outcome.kind === "conflict") {
        setFeedback({
          alert: {
            message: t`Someone else changed this since you opened it. Nothing was saved. Reload to see their changes, then make yours again.`,
            conflict: true,
          },
        });
      } else if (outcome.kind === "invalid") {
        setErrors(errorsUnder(outcome.errors, prefix));
        setFeedback({ alert: { message: t`Nothing was saved. Correct the fields marked below and save again.`, conflict: false } });
      } else setFeedback({ alert: { message: failureMessage(outcome.failure), conflict: false } });
      return outcome;
    },
    [store, prefix, t, failureMessage, warningText],
  );

  /** The translated error of the field at `path` under the prefix, or of anything inside it when `within`. */
  const fieldError = useCallback(
    (path: string, within = false): string | undefined => {
      const exact = errors.get(path);
      if (exact) return fieldText(exact);
      if (!within) return undefined;
      for (const [at, error] of errors) if (at.startsWith(`${path}.`)) return fieldText(error);
      return undefined;
    },
    [errors, fieldText],
  );

  const reload = useCallback(async () => {
    setFeedback({});
    setErrors(new Map());
    await store.getState().load();
  }, [store]);

  return { save, busy, feedback, setFeedback, errors, fieldError, reload };
}
