/** `/office/setup`: what each section is for, with a link to it. */
import { useLingui } from "@lingui/react/macro";
import { useGo } from "../app/use-go.js";
import { setupPath } from "./setup-paths.js";
import { SETUP_SECTIONS } from "./setup-sections.js";

export function SetupOverview() {
  const { t, i18n } = useLingui();
  const { linkProps } = useGo();
  return (
    <>
      <h1>{t`Setup`}</h1>
      <p>{t`Everything clients see and staff use comes from here. Each section saves on its own.`}</p>
      <ul>
        {SETUP_SECTIONS.map((section) => (
          <li key={section.slug}>
            <a {...linkProps(setupPath(section.slug))}>{i18n._(section.nav)}</a>: {i18n._(section.about)}
          </li>
        ))}
      </ul>
    </>
  );
}
