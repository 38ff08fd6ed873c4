/**
 * The vendor's customer-experience snippets (spec section 7) where the page carried none,
 * loaded as a chunk by cx-snippets-slot.tsx: read in the element's language and read again when
 * it changes. A failed call shows nothing (silent, as the spec has it).
 */
import { CX_SNIPPETS_PATH, CxSnippetsResponseSchema } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { getValidated } from "../../api/get-validated.js";
import { useApiData } from "../../api/use-api-data.js";
import { CxSnippetList } from "./cx-snippet-list.js";

export function CxSnippets() {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const snippets = useApiData(() => getValidated(api, CX_SNIPPETS_PATH, CxSnippetsResponseSchema), [api, locale]);
  return snippets.status === "ready" ? <CxSnippetList snippets={snippets.data.data} /> : null;
}
