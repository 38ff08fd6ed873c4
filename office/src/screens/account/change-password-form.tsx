/**
 * Changing one's password: the current one, the new one twice. Every other session of the
 * person ends (the server does it); this one stays. A wrong current password is announced and
 * tied to its field.
 */
import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { changePassword } from "../../api/office-calls.js";
import { useOffice } from "../../app/office-context.js";
import { FormAlert } from "../../ui/form-alert.js";
import { NewPasswordFields, type NewPasswordErrors, useCheckNewPassword } from "../../ui/new-password-fields.js";
import { StatusMessage } from "../../ui/status-message.js";
import { buttonStyle, cardStyle, formStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { useFailureMessage } from "../../ui/use-failure-message.js";

const ALERT_ID = "password-alert";
const EMPTY = { current: "", password: "", repeat: "" };

export function ChangePasswordForm({ onChanged }: { onChanged(): void }) {
  const { t } = useLingui();
  const { api } = useOffice();
  const check = useCheckNewPassword();
  const failureMessage = useFailureMessage();
  const [value, setValue] = useState(EMPTY);
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: string | undefined }>({});
  const [alert, setAlert] = useState<{ message: string; aboutCurrent: boolean }>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert(undefined);
    setDone(undefined);
    const found = { current: value.current ? undefined : t`Enter your current password.`, ...check(value) };
    setErrors(found);
    const first = found.current ? currentRef : found.password ? passwordRef : found.repeat ? repeatRef : undefined;
    if (first) return first.current?.focus();
    setBusy(true);
    const result = await changePassword(api, value.current, value.password);
    setBusy(false);
    if (result.ok) {
      setValue(EMPTY);
      setDone(t`Your password is changed. You are signed out everywhere else.`);
      onChanged();
    } else if (result.error.code === "forbidden") {
      setAlert({ message: t`The current password is wrong.`, aboutCurrent: true });
    } else setAlert({ message: failureMessage(result.error), aboutCurrent: false });
  }

  return (
    <section css={cardStyle} aria-labelledby="password-heading">
      <h2 id="password-heading">{t`Change your password`}</h2>
      <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="password-heading">
        <FormAlert id={ALERT_ID} message={alert?.message} />
        <TextField
          id="current-password"
          type="password"
          autoComplete="current-password"
          label={t`Current password`}
          value={value.current}
          onChange={(current) => setValue({ ...value, current })}
          error={errors.current}
          about={{ id: ALERT_ID, invalid: alert?.aboutCurrent ?? false }}
          required
          inputRef={currentRef}
        />
        <NewPasswordFields
          idPrefix="account"
          value={value}
          onChange={(next) => setValue({ ...value, ...next })}
          errors={errors}
          passwordRef={passwordRef}
          repeatRef={repeatRef}
        />
        <div>
          <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
            {t`Change password`}
          </button>
        </div>
        <StatusMessage message={done} />
      </form>
    </section>
  );
}
