/**
 * `/office/privacy` (admins): how long clients' personal data is kept (the retention setting), and
 * a client's data on request — find, download, erase (docs/privacy.md has the rules).
 */
import { useLingui } from "@lingui/react/macro";
import { ClientRequest } from "./client-request.js";
import { RetentionForm } from "./retention-form.js";

export default function PrivacyScreen() {
  const { t } = useLingui();
  return (
    <>
      <h1>{t`Privacy`}</h1>
      <RetentionForm />
      <ClientRequest />
    </>
  );
}
