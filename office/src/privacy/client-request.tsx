/**
 * A client's request about their data: find it by email or phone, see it, download it as JSON,
 * erase it after a confirmation, and read the receipt. The status region says once what was
 * found or erased; a refusal (a visit still under way) is said in the alert, translated by code.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useRef, useState } from "react";
import type { PrivacyErasureReceipt, PrivacyLookup, PrivacyLookupResponse } from "#contract";
import type { ApiFailure } from "../api/office-api.js";
import { useOffice } from "../app/office-context.js";
import { FormAlert } from "../ui/form-alert.js";
import { StatusMessage } from "../ui/status-message.js";
import { buttonStyle, cardStyle, formStyle, secondaryButtonStyle } from "../ui/styles.js";
import { TextField } from "../ui/text-field.js";
import { useFailureMessage } from "../ui/use-failure-message.js";
import { ClientRecords } from "./client-records.js";
import { EraseConfirmation } from "./erase-confirmation.js";
import { ErasureReceipt } from "./erasure-receipt.js";
import { eraseClientRecords, exportHref, findClientRecords, lookupOf } from "./privacy-calls.js";

type Found = { lookup: PrivacyLookup; records: PrivacyLookupResponse["data"] };

export function ClientRequest() {
  const { t } = useLingui();
  const { api } = useOffice();
  const failureMessage = useFailureMessage();
  const [typed, setTyped] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [found, setFound] = useState<Found | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<PrivacyErasureReceipt | undefined>();
  const eraseButton = useRef<HTMLButtonElement>(null);

  const refusal = (failure: ApiFailure): string =>
    failure.code === "client_has_active_visits"
      ? t`This client has a visit waiting or in progress, or a booking still ahead. Cancel or finish it first, then erase. Nothing was erased.`
      : failureMessage(failure);

  async function find(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert(undefined);
    setStatus(undefined);
    setReceipt(undefined);
    setConfirming(false);
    if (!typed.trim()) {
      setFieldError(t`Enter the client's email or phone number.`);
      document.getElementById("client-contact")?.focus();
      return;
    }
    setBusy(true);
    const lookup = lookupOf(typed);
    const result = await findClientRecords(api, lookup);
    setBusy(false);
    if (!result.ok) {
      setFound(undefined);
      if (result.error.code === "validation_failed") {
        setFieldError(typed.includes("@") ? t`Enter an email like name@example.com.` : t`Enter a phone number, with its country code if it is from abroad.`);
        document.getElementById("client-contact")?.focus();
      } else setAlert(failureMessage(result.error));
      return;
    }
    setFieldError(undefined);
    setFound({ lookup, records: result.data });
    const visits = result.data.visits.length + result.data.bookings.length;
    const clients = result.data.clients.length;
    setStatus(clients ? t`Clients found: ${clients}. Visits and bookings: ${visits}.` : t`No client found with this email or phone number.`);
  }

  async function erase() {
    if (!found) return;
    setBusy(true);
    const result = await eraseClientRecords(api, found.lookup);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setAlert(refusal(result.error));
      requestAnimationFrame(() => eraseButton.current?.focus());
      return;
    }
    setFound(undefined);
    setReceipt(result.data);
    setStatus(t`The client's data was erased.`);
  }

  const hasRecords = found && found.records.clients.length > 0;
  return (
    <section css={cardStyle} aria-labelledby="client-request-heading">
      <h2 id="client-request-heading">{t`A client's data on request`}</h2>
      <form css={formStyle} onSubmit={(event) => void find(event)} noValidate aria-labelledby="client-request-heading">
        <TextField
          id="client-contact"
          label={t`Client's email or phone number`}
          hint={t`Every visit and booking under it is shown, to send to the client or to erase.`}
          value={typed}
          onChange={setTyped}
          error={fieldError}
          autoComplete="off"
        />
        <div>
          <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
            {t`Find`}
          </button>
        </div>
      </form>
      <FormAlert id="client-request-alert" message={alert} />
      <StatusMessage message={status} />
      {hasRecords ? (
        <>
          <ClientRecords records={found.records} />
          <p>
            <a href={exportHref(found.lookup)} download>
              {t`Download as JSON`}
            </a>
          </p>
          {confirming ? (
            <EraseConfirmation
              busy={busy}
              onErase={() => void erase()}
              onCancel={() => {
                setConfirming(false);
                requestAnimationFrame(() => eraseButton.current?.focus());
              }}
            />
          ) : (
            <button type="button" ref={eraseButton} css={secondaryButtonStyle} onClick={() => setConfirming(true)}>
              {t`Erase this client's data`}
            </button>
          )}
        </>
      ) : null}
      {receipt ? <ErasureReceipt receipt={receipt} /> : null}
    </section>
  );
}
