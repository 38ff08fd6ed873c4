/**
 * The vendor's customer-experience snippets (spec section 7), loaded as a chunk by
 * cx-snippets-slot.tsx: read in the element's language and read again when it changes, shown
 * as plain text (React writes them as text, never as HTML), each marked with the language its
 * text is in, since a snippet without this language's text comes in English. A failed call
 * shows nothing (silent, as the spec has it).
 */
import { css } from "@emotion/react";
import { CX_SNIPPETS_PATH, CxSnippetsResponseSchema } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { getValidated } from "../../api/get-validated.js";
import { useApiData } from "../../api/use-api-data.js";

const snippetStyles = css`
  max-width: 576px;
  margin: 0 0 16px;
  p {
    margin: 0 0 8px;
    white-space: pre-line;
  }
`;

export function CxSnippets() {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const snippets = useApiData(() => getValidated(api, CX_SNIPPETS_PATH, CxSnippetsResponseSchema), [api, locale]);
  if (snippets.status !== "ready" || !snippets.data.data.length) return null;
  return (
    <div className="qb-snippets" css={snippetStyles}>
      {snippets.data.data.map(({ id, attributes }) => (
        <p key={id} lang={attributes.locale}>
          {attributes.content}
        </p>
      ))}
    </div>
  );
}
