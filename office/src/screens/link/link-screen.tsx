/**
 * The page a link by email opens, `/office/link#{token}`: whose account and which vendor it is
 * for, a new password asked twice, then the person is signed in and lands on their first screen.
 * An invitation asks for a first password, a sign-in link for a new one. A link that is unknown,
 * used or expired says so and leads back to sign-in, where a new one can be asked for.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import type { OfficeLinkResponse } from "#contract";
import { setPasswordWithLink } from "../../api/office-calls.js";
import { useOffice } from "../../app/office-context.js";
import { useGo } from "../../app/use-go.js";
import { HOME_PATH } from "../../routing/paths.js";
import { FormAlert } from "../../ui/form-alert.js";
import { Loading } from "../../ui/loading.js";
import { NewPasswordFields, type NewPasswordErrors, useCheckNewPassword } from "../../ui/new-password-fields.js";
import { buttonStyle, formStyle } from "../../ui/styles.js";
import { useFailureMessage } from "../../ui/use-failure-message.js";
import { readLinkToken } from "./link-token.js";
import { useLink } from "./use-link.js";

export default function LinkScreen() {
  const [token] = useState(() => readLinkToken(window.location.hash));
  const { state, retry, markInvalid } = useLink(token);
  const failureMessage = useFailureMessage();
  if (state.status === "loading") return <Loading />;
  if (state.status === "invalid" || !token) return <LinkInvalid />;
  if (state.status === "failed")
    return (
      <>
        <h1>
          <Trans>The link could not be checked</Trans>
        </h1>
        <p>{failureMessage(state.failure)}</p>
        <button type="button" css={buttonStyle} onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </>
    );
  return <ChoosePassword token={token} link={state.link} onInvalid={markInvalid} />;
}

function LinkInvalid() {
  const { linkProps } = useGo();
  return (
    <>
      <h1>
        <Trans>This link no longer works</Trans>
      </h1>
      <p>
        <Trans>A link works once, and not for long: an invitation for a week, a sign-in link for an hour. Ask for a new one on the sign-in page.</Trans>
      </p>
      <p>
        <a {...linkProps(HOME_PATH)}>
          <Trans>Go to sign-in</Trans>
        </a>
      </p>
    </>
  );
}

const ALERT_ID = "link-alert";

function ChoosePassword({ token, link, onInvalid }: { token: string; link: OfficeLinkResponse["data"]; onInvalid(): void }) {
  const { t } = useLingui();
  const { api, store, history } = useOffice();
  const check = useCheckNewPassword();
  const failureMessage = useFailureMessage();
  const [value, setValue] = useState({ password: "", repeat: "" });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setAlert(undefined);
    const found = check(value);
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.repeat) return repeatRef.current?.focus();
    setBusy(true);
    const result = await setPasswordWithLink(api, token, value.password);
    setBusy(false);
    if (result.ok) {
      // The token leaves the address bar with the page: the person lands on their first screen.
      history.go(HOME_PATH, { replace: true });
      store.getState().setSession({ status: "signed-in", session: result.data });
      return;
    }
    if (result.error.code === "link_invalid") return onInvalid();
    setAlert(failureMessage(result.error));
  }

  const name = link.full_name;
  const vendor = link.vendor.name;
  return (
    <>
      <h1>{link.purpose === "invite" ? t`Choose your password` : t`Choose a new password`}</h1>
      <p>
        {link.purpose === "invite"
          ? t`Welcome, ${name}. This invitation is for your account at ${vendor}. Choose a password to sign in with.`
          : t`This link is for ${name}'s account at ${vendor}. Choose a new password; your other sessions will end.`}
      </p>
      <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Choose a password`}>
        <FormAlert id={ALERT_ID} message={alert} />
        <NewPasswordFields idPrefix="link" value={value} onChange={setValue} errors={errors} passwordRef={passwordRef} repeatRef={repeatRef} />
        <div>
          <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
            {t`Save the password and sign in`}
          </button>
        </div>
      </form>
    </>
  );
}
