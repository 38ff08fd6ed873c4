/**
 * Where the vendor's customer-experience snippets go: above the form, where a client reads
 * them before joining.
 *
 * A hosted page carries their answer (inlined by the server): they are in the form's first
 * paint, since snippets arriving later pushed the whole form down (its largest layout shift).
 * Elsewhere, and after a change of language, their code is a chunk of its own, fetched once the
 * form is usable and the page is idle, so the form's download budget pays only for this slot. A
 * chunk that cannot be fetched shows nothing, as a failed snippets call does, and the form stays
 * as it is.
 */
import { useState } from "react";
import { CX_SNIPPETS_PATH, CxSnippetsResponseSchema } from "#contract";
import { takeInlinedAnswer } from "../../api/inlined-answer.js";
import { useIdleImport } from "../../chunks/use-idle-import.js";
import { useElement, useElementState } from "../../element/element-context.js";
import { CxSnippetList } from "./cx-snippet-list.js";

export function CxSnippetsSlot({ start }: { start: boolean }) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  // Taken once, at the first render, with the language it is in.
  const [inlined] = useState(() => {
    const answer = takeInlinedAnswer(api, CX_SNIPPETS_PATH, CxSnippetsResponseSchema);
    return answer && { snippets: answer.data, locale };
  });
  const current = inlined?.locale === locale ? inlined.snippets : undefined;
  const snippets = useIdleImport(start && !current, () => import("./cx-snippets.js"));
  if (current) return <CxSnippetList snippets={current} />;
  return snippets ? <snippets.CxSnippets /> : null;
}
