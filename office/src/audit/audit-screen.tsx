/** Who changed what, signed in, invited, exported or erased. Admins only; read only. */
import { useLingui } from "@lingui/react/macro";

export default function AuditScreen() {
  const { t } = useLingui();
  return <h1>{t`Audit log`}</h1>;
}
