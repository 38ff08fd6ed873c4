/** The setup sections' nav, above each section's title; the section shown is `aria-current`. */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useGo } from "../app/use-go.js";
import { TEXT } from "../ui/styles.js";
import { SETUP_PATH, setupPath } from "./setup-paths.js";
import { SETUP_SECTIONS, type SetupSection } from "./setup-sections.js";

const navStyle = css`
  margin: 0 0 1.25rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
    color: ${TEXT};
  }
  a[aria-current="page"] {
    font-weight: 700;
    text-decoration-thickness: 3px;
  }
`;

export function SetupNav({ current }: { current: SetupSection | undefined }) {
  const { t, i18n } = useLingui();
  const { linkProps } = useGo();
  return (
    <nav aria-label={t`Setup`} css={navStyle}>
      <ul>
        <li>
          <a {...linkProps(SETUP_PATH)} aria-current={current ? undefined : "page"}>{t`Overview`}</a>
        </li>
        {SETUP_SECTIONS.map((section) => (
          <li key={section.slug}>
            <a {...linkProps(setupPath(section.slug))} aria-current={current === section ? "page" : undefined}>
              {i18n._(section.nav)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
