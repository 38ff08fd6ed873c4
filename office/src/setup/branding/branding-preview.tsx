/**
 * How the element will look with the colours and logo being typed, before they are saved: its
 * heading bar and buttons drawn with the same colours the element takes from the document's
 * theme (a primary colour for actions, a secondary one for quieter text). A sketch, not the
 * element itself: the office page loads no script of the element's. Colours go through emotion
 * (its style tags carry the page's nonce): the page's policy refuses style attributes.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { HEX_COLOUR } from "./branding-form.js";

const previewStyle = css`
  border: 1px solid #dadce0;
  border-radius: 8px;
  background: #fff;
  padding: 1rem;
  display: grid;
  gap: 0.75rem;
  img {
    max-height: 48px;
    max-width: 100%;
  }
  .name {
    margin: 0;
    font-weight: 700;
    font-size: 1.25rem;
  }
  .button {
    display: inline-block;
    padding: 0.5rem 1.25rem;
    border-radius: 6px;
    font-weight: 600;
  }
`;

export function BrandingPreview(props: { name: string; logo: string; primary: string; secondary: string }) {
  const { t } = useLingui();
  const name = props.name;
  const primary = HEX_COLOUR.test(props.primary) ? props.primary : "#1a73e8";
  const secondary = HEX_COLOUR.test(props.secondary) ? props.secondary : "#5f6368";
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading">{t`Preview`}</h2>
      <div css={previewStyle}>
        {/^https?:\/\//.test(props.logo) ? <img src={props.logo} alt={t`${name} logo`} /> : null}
        <p className="name">{props.name}</p>
        <p css={css`margin: 0; color: ${secondary};`}>{t`Choose a location to join the line.`}</p>
        <span className="button" css={css`background: ${primary}; color: #fff;`}>
          {t`Join the line`}
        </span>
        <span css={css`color: ${primary}; text-decoration: underline;`}>{t`Book an appointment`}</span>
      </div>
    </section>
  );
}
