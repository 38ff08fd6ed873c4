/**
 * "Make a new secret": the old one keeps signing beside it for the hours chosen (none, a day,
 * three days), so the receiver can switch without refusing a delivery; the new one is shown once.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useOffice } from "../../app/office-context.js";
import { FormAlert } from "../../ui/form-alert.js";
import { secondaryButtonStyle } from "../../ui/styles.js";
import { SelectField } from "../fields/select-field.js";
import { SecretOnce } from "./secret-once.js";
import { useWebhookFailure } from "./use-webhook-failure.js";
import { rotateSecret } from "./webhook-calls.js";

export function RotateSecret({ endpointId }: { endpointId: number }) {
  const { t } = useLingui();
  const { api } = useOffice();
  const { message } = useWebhookFailure();
  const [hours, setHours] = useState("24");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [secret, setSecret] = useState<string>();
  async function rotate() {
    if (busy) return;
    setBusy(true);
    setFailed(undefined);
    // The secret shown stays until a new one is made: a failed rotation leaves it the current one.
    const result = await rotateSecret(api, endpointId, Number(hours));
    setBusy(false);
    if (result.ok) setSecret(result.data.secret);
    else setFailed(message(result.error));
  }
  return (
    <section aria-labelledby="webhook-rotate-heading">
      <h2 id="webhook-rotate-heading">{t`Signing secret`}</h2>
      <p>{t`Make a new secret when the current one may have leaked, or to change it regularly.`}</p>
      <SelectField
        id="webhook-overlap"
        label={t`Keep the current secret working for`}
        hint={t`During this time each delivery is signed with both, so the receiver can switch to the new one.`}
        value={hours}
        options={[
          { value: "0", label: t`No time: it stops now` },
          { value: "24", label: t`24 hours` },
          { value: "72", label: t`72 hours` },
        ]}
        onChange={setHours}
      />
      <button type="button" css={secondaryButtonStyle} aria-disabled={busy || undefined} onClick={() => void rotate()}>
        {t`Make a new secret`}
      </button>
      <FormAlert id="webhook-rotate-alert" message={failed} />
      {secret ? <SecretOnce key={secret} secret={secret} heading={t`New secret made`} /> : null}
    </section>
  );
}
