/** Placeholder until the section is built. */
import { useLingui } from "@lingui/react/macro";

export default function Section() {
  const { t } = useLingui();
  return <h1>{t`Setup`}</h1>;
}
