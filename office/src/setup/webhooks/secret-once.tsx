/**
 * A signing secret just made (an endpoint added, a secret rotated), shown this once: read-only,
 * with "Copy" and the note that it is not shown again. Its heading takes focus when it appears,
 * so a screen reader lands on it. Where the clipboard is refused, the text is selected for the
 * person to copy (as the embed snippet does).
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { StatusMessage } from "../../ui/status-message.js";
import { useCopyText } from "../../ui/use-copy-text.js";
import { cardStyle, secondaryButtonStyle } from "../../ui/styles.js";
import { useFocusOnArrival } from "../../ui/use-focus-on-arrival.js";
import { fieldStyle } from "../fields/field-style.js";

const secretStyle = css`
  input {
    font-family: ui-monospace, monospace;
  }
`;

export function SecretOnce({ secret, heading }: { secret: string; heading: string }) {
  const { t } = useLingui();
  const { said, boxRef, copy: copyText } = useCopyText<HTMLInputElement>();
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  const copy = () => copyText(secret);
  return (
    <section css={cardStyle} aria-labelledby="webhook-secret-heading">
      <h2 id="webhook-secret-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <div css={[fieldStyle, secretStyle]}>
        <label htmlFor="webhook-secret">{t`Signing secret`}</label>
        <p id="webhook-secret-note" className="hint">
          {t`Store it now in the receiving system: it is not shown again. The receiver checks each delivery's signature with it.`}
        </p>
        <input id="webhook-secret" ref={boxRef} readOnly value={secret} spellCheck={false} aria-describedby="webhook-secret-note" />
      </div>
      <button type="button" css={secondaryButtonStyle} onClick={() => void copy()}>
        {t`Copy the secret`}
      </button>
      <StatusMessage message={said} />
    </section>
  );
}
