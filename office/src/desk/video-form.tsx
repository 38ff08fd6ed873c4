/**
 * The meeting link, dial-in number and PIN of a video client — a place in line or a booking, the
 * same fields and the same PATCH attributes — behind a disclosure. What is typed stays through
 * every live redraw (the row keeps its state) until it is saved.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { fullName } from "./client-name.js";
import type { Subject } from "./desk-api.js";
import { useDesk } from "./desk-context.js";
import { disclosureStyle, formStyle } from "./form-style.js";
import { buttonStyle } from "../ui/styles.js";

export interface VideoDetails {
  meeting_link: string | null;
  dial_in: { e164: string; pin: string } | null;
}

export interface VideoFormProps {
  subject: Subject;
  client: { first_name: string; last_name: string };
  current: VideoDetails;
  /** The form's name, unique on the page (a named form is a landmark). */
  formName: string;
}

export function VideoForm({ subject, client, current, formName }: VideoFormProps) {
  const { t } = useLingui();
  const { actions } = useDesk();
  const id = useId();
  const name = fullName(client);
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState(current.meeting_link ?? "");
  const [phone, setPhone] = useState(current.dial_in?.e164 ?? "");
  const [pin, setPin] = useState(current.dial_in?.pin ?? "");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const dialIn = phone.trim() ? { e164: phone.trim(), pin: pin.trim() } : null;
    if (await actions.saveVideo(subject, { meeting_link: link.trim() || null, dial_in: dialIn }, name)) setOpen(false);
  };

  return (
    <details css={disclosureStyle} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label={t`Video link: ${name}`}>{t`Video link`}</summary>
      <form css={formStyle} aria-label={formName} onSubmit={submit}>
        <label htmlFor={`${id}-link`}>{t`Meeting link`}</label>
        <input id={`${id}-link`} type="url" value={link} onChange={(e) => setLink(e.target.value)} />
        <label htmlFor={`${id}-dial`}>{t`Dial-in number (+E.164)`}</label>
        <input id={`${id}-dial`} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        <label htmlFor={`${id}-pin`}>{t`PIN`}</label>
        <input id={`${id}-pin`} type="text" inputMode="numeric" value={pin} onChange={(e) => setPin(e.target.value)} />
        <button type="submit" css={buttonStyle}>{t`Save video details`}</button>
      </form>
    </details>
  );
}
