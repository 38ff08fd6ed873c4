/** How long clients' personal data is kept, and a client's data on request: find, export, erase. Admins only. */
import { useLingui } from "@lingui/react/macro";

export default function PrivacyScreen() {
  const { t } = useLingui();
  return <h1>{t`Privacy`}</h1>;
}
