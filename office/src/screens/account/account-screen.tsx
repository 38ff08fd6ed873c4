/**
 * "Your account": who is signed in and where, changing one's password (which ends the other
 * sessions, so the list is read again), and the sessions with "Sign out" for each.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSignedIn } from "../../app/office-context.js";
import { ChangePasswordForm } from "./change-password-form.js";
import { SessionList } from "./session-list.js";

export default function AccountScreen() {
  const { t } = useLingui();
  const session = useSignedIn();
  const [version, setVersion] = useState(0);
  const name = session.staff.full_name;
  const vendor = session.vendor.name;
  const email = session.staff.email ?? "";
  return (
    <>
      <h1>{t`Your account`}</h1>
      <p>{email ? t`You are signed in as ${name} (${email}) at ${vendor}.` : t`You are signed in as ${name} at ${vendor}.`}</p>
      <ChangePasswordForm onChanged={() => setVersion((n) => n + 1)} />
      <SessionList version={version} />
    </>
  );
}
