/**
 * The vendor's customer-experience snippets as shown above the form: plain text (React writes
 * them as text, never as HTML), each marked with the language its text is in, since a snippet
 * without this language's text comes in English. Shared by the slot (a hosted page's inlined
 * answer, shown in the form's first paint) and the chunk that reads them (cx-snippets.tsx).
 */
import { css } from "@emotion/react";
import type { CxSnippetResource } from "#contract";

/** Compact: on the form's path, and template literals are not minified. */
const snippetStyles = css`max-width:576px;margin:0 0 16px;p{margin:0 0 8px;white-space:pre-line}`;

export function CxSnippetList({ snippets }: { snippets: readonly CxSnippetResource[] }) {
  if (!snippets.length) return null;
  return (
    <div className="qb-snippets" css={snippetStyles}>
      {snippets.map(({ id, attributes }) => (
        <p key={id} lang={attributes.locale}>
          {attributes.content}
        </p>
      ))}
    </div>
  );
}
