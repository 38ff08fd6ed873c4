/**
 * Signing in: email and password, or "Email me a sign-in link" instead (which also serves a
 * forgotten password). A wrong email and a wrong password read the same, and a link is "on its
 * way if the email has an account", so the screen never tells whether an email has one. Too many
 * tries name the time to try again. Errors are announced (`role="alert"`) and tied to the fields
 * they are about; a field left wrong takes focus.
 */
import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { requestLink, signIn } from "../../api/office-calls.js";
import { useOffice } from "../../app/office-context.js";
import { FormAlert } from "../../ui/form-alert.js";
import { StatusMessage } from "../../ui/status-message.js";
import { buttonStyle, formStyle, secondaryButtonStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { useFailureMessage } from "../../ui/use-failure-message.js";
import { useCheckEmail } from "./check-email.js";
import { signInStyle } from "./sign-in-styles.js";

const ALERT_ID = "sign-in-alert";

interface Alert {
  message: string;
  /** Whether it is about both fields (wrong details), which then read as invalid. */
  aboutFields: boolean;
}

export function SignInScreen({ ended }: { ended: boolean }) {
  const { t } = useLingui();
  const { api, store } = useOffice();
  const checkEmail = useCheckEmail();
  const failureMessage = useFailureMessage();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [alert, setAlert] = useState<Alert>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const reset = () => {
    setErrors({});
    setAlert(undefined);
    setSent(undefined);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    reset();
    const checked = checkEmail(email);
    const found = { email: checked.ok ? undefined : checked.error, password: password ? undefined : t`Enter your password.` };
    if (found.email || found.password) {
      setErrors(found);
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    if (!checked.ok) return;
    setBusy(true);
    const result = await signIn(api, checked.email, password);
    setBusy(false);
    if (result.ok) return store.getState().setSession({ status: "signed-in", session: result.data });
    setPassword("");
    if (result.error.code === "sign_in_failed")
      setAlert({ message: t`The email or the password is wrong. Check both and try again, or ask for a sign-in link.`, aboutFields: true });
    else setAlert({ message: failureMessage(result.error), aboutFields: false });
  }

  async function emailLink() {
    if (busy) return;
    reset();
    const checked = checkEmail(email);
    if (!checked.ok) {
      setErrors({ email: checked.error });
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = await requestLink(api, checked.email);
    setBusy(false);
    const address = checked.email;
    if (result.ok) setSent(t`If ${address} has an account here, a sign-in link is on its way to it. The link works once, within an hour.`);
    else setAlert({ message: failureMessage(result.error), aboutFields: false });
  }

  const about = { id: ALERT_ID, invalid: alert?.aboutFields ?? false };
  return (
    <div css={signInStyle}>
      <h1>{t`Sign in`}</h1>
      {ended ? <p className="ended">{t`Your session has ended. Sign in again.`}</p> : null}
      <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Sign in`}>
        <FormAlert id={ALERT_ID} message={alert?.message} />
        <TextField
          id="sign-in-email"
          type="email"
          autoComplete="username"
          label={t`Email`}
          value={email}
          onChange={setEmail}
          error={errors.email}
          about={about}
          required
          inputRef={emailRef}
        />
        <TextField
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          label={t`Password`}
          value={password}
          onChange={setPassword}
          error={errors.password}
          about={about}
          required
          inputRef={passwordRef}
        />
        <div className="actions">
          <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
            {t`Sign in`}
          </button>
        </div>
        <p className="or">{t`Forgot your password, or never had one?`}</p>
        <div className="actions">
          <button type="button" css={secondaryButtonStyle} aria-disabled={busy || undefined} onClick={() => void emailLink()}>
            {t`Email me a sign-in link`}
          </button>
        </div>
        <StatusMessage message={sent} />
      </form>
    </div>
  );
}
