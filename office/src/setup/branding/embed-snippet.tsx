/**
 * What a vendor pastes into its site: the element's script from this server and the element with
 * the vendor's slug, with "Copy". Where the clipboard is refused (no permission, an old browser),
 * the text is selected and the person told to copy it themselves.
 */
import { useLingui } from "@lingui/react/macro";
import { StatusMessage } from "../../ui/status-message.js";
import { useCopyText } from "../../ui/use-copy-text.js";
import { secondaryButtonStyle } from "../../ui/styles.js";
import { fieldStyle } from "../fields/field-style.js";

export const embedSnippet = (origin: string, slug: string): string =>
  `<script type="module" src="${origin}/widget/queue-booking.js"></script>\n<queue-booking vendor="${slug}"></queue-booking>`;

export function EmbedSnippet({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { said, boxRef, copy: copyText } = useCopyText<HTMLTextAreaElement>();
  const snippet = embedSnippet(window.location.origin, slug);
  const copy = () => copyText(snippet);
  return (
    <section aria-labelledby="embed-heading">
      <h2 id="embed-heading">{t`Put the booking element on your site`}</h2>
      <div css={fieldStyle}>
        <label htmlFor="embed-snippet">{t`Code to paste into your page`}</label>
        <textarea id="embed-snippet" ref={boxRef} readOnly rows={3} value={snippet} spellCheck={false} />
      </div>
      <button type="button" css={secondaryButtonStyle} onClick={() => void copy()}>
        {t`Copy`}
      </button>
      <StatusMessage message={said} />
    </section>
  );
}
