/**
 * How long clients' personal data is kept after a visit is over: the vendor document's
 * `personal_data_retention_days`, read and saved through setup's document store (a merge patch
 * with If-Match: another admin's save meanwhile is refused with the reload offer). 0 keeps it for
 * ever; the server's warning about that is said after "Saved.".
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useState } from "react";
import { RETENTION_DAYS_DEFAULT, RETENTION_DAYS_MAX } from "#contract";
import { useOffice } from "../app/office-context.js";
import { SaveFeedback } from "../setup/save-feedback.js";
import { createSetupStore } from "../setup/document-store.js";
import { SetupContext, useSetupState, useVendorDocument } from "../setup/setup-context.js";
import { useNewVersion } from "../setup/use-new-version.js";
import { useSave } from "../setup/use-save.js";
import { FormAlert } from "../ui/form-alert.js";
import { Loading } from "../ui/loading.js";
import { buttonStyle, cardStyle, formStyle } from "../ui/styles.js";
import { TextField } from "../ui/text-field.js";
import { useFailureMessage } from "../ui/use-failure-message.js";

const FIELD = "retention-days";

function daysOf(typed: string): number | undefined {
  if (!/^\d{1,4}$/.test(typed.trim())) return undefined;
  const days = Number(typed.trim());
  return days <= RETENTION_DAYS_MAX ? days : undefined;
}

function RetentionFields() {
  const { t } = useLingui();
  const { doc, version } = useVendorDocument();
  const { save, busy, feedback, setFeedback, fieldError, reload } = useSave("");
  const [typed, setTyped] = useState(() => String(doc.personal_data_retention_days ?? RETENTION_DAYS_DEFAULT));
  const [problem, setProblem] = useState<string | undefined>();
  useNewVersion(version, () => setTyped(String(doc.personal_data_retention_days ?? RETENTION_DAYS_DEFAULT)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const days = daysOf(typed);
    if (days === undefined) {
      const max = RETENTION_DAYS_MAX;
      setProblem(t`Enter a whole number of days from 0 to ${max}.`);
      setFeedback({ alert: { message: t`Nothing was saved. Correct the fields marked below and save again.`, conflict: false } });
      document.getElementById(FIELD)?.focus();
      return;
    }
    setProblem(undefined);
    const outcome = await save({ personal_data_retention_days: days });
    if (outcome.kind === "invalid") document.getElementById(FIELD)?.focus();
  }

  return (
    <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="retention-heading">
      <TextField
        id={FIELD}
        label={t`Days to keep personal data`}
        hint={t`After a visit or booking is over, clients' names, phone numbers, emails, notes, answers and car details are erased once this many days have passed. The reports keep their counts and times. 0 keeps personal data until it is erased on request.`}
        value={typed}
        onChange={setTyped}
        error={problem ?? fieldError("personal_data_retention_days")}
        required
      />
      <div>
        <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
          {t`Save`}
        </button>
      </div>
      <SaveFeedback id="retention-alert" feedback={feedback} onReload={reload} />
    </form>
  );
}

function RetentionBody() {
  const document = useSetupState((state) => state.document);
  const failureMessage = useFailureMessage();
  if (document.status === "loading") return <Loading />;
  if (document.status === "failed") return <FormAlert id="retention-load-alert" message={failureMessage(document.failure)} />;
  return <RetentionFields />;
}

export function RetentionForm() {
  const { t } = useLingui();
  const { api } = useOffice();
  const [store] = useState(() => createSetupStore(api));
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  return (
    <section css={cardStyle} aria-labelledby="retention-heading">
      <h2 id="retention-heading">{t`How long personal data is kept`}</h2>
      <SetupContext.Provider value={store}>
        <RetentionBody />
      </SetupContext.Provider>
    </section>
  );
}
