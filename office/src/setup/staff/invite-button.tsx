/**
 * "Send invitation" for a saved staff member with an email: the server emails them a link to
 * choose a password and answers the link too, shown to copy when mail is not set up.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useOffice } from "../../app/office-context.js";
import { FormAlert } from "../../ui/form-alert.js";
import { StatusMessage } from "../../ui/status-message.js";
import { secondaryButtonStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { useFailureMessage } from "../../ui/use-failure-message.js";

export function InviteButton({ staffKey, email }: { staffKey: string; email: string | undefined }) {
  const { t } = useLingui();
  const { api } = useOffice();
  const failureMessage = useFailureMessage();
  const [link, setLink] = useState<string>();
  const [said, setSaid] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!email) return <p>{t`Add an email and save to invite them to the back office.`}</p>;
  async function invite() {
    if (busy) return;
    setBusy(true);
    setSaid(undefined);
    setFailed(undefined);
    const result = await api.post<{ data: { email: string; link: string } }>("/api/v2/office/invitations", { staff_key: staffKey });
    setBusy(false);
    if (result.ok) {
      const to = result.data.data.email;
      setLink(result.data.data.link);
      setSaid(t`Invitation sent to ${to}.`);
    } else setFailed(failureMessage(result.error));
  }
  return (
    <section aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t`Back-office access`}</h2>
      <button type="button" css={secondaryButtonStyle} aria-disabled={busy || undefined} onClick={() => void invite()}>
        {t`Send invitation`}
      </button>
      <FormAlert id="invite-alert" message={failed} />
      <StatusMessage message={said} />
      {link ? (
        <TextField
          id="invite-link"
          label={t`Invitation link`}
          hint={t`Works once, for a week. Hand it over another way if the email does not arrive.`}
          value={link}
          onChange={() => undefined}
        />
      ) : null}
    </section>
  );
}
