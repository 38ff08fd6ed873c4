/**
 * Where the vendor's customer-experience snippets go: above the form, where a client reads
 * them before joining. Their code is a chunk of its own, fetched once the form is usable and
 * the page is idle, so the form's download budget pays only for this slot. A chunk that cannot
 * be fetched shows nothing, as a failed snippets call does, and the form stays as it is.
 */
import { useIdleImport } from "../../chunks/use-idle-import.js";

export function CxSnippetsSlot({ start }: { start: boolean }) {
  const snippets = useIdleImport(start, () => import("./cx-snippets.js"));
  return snippets ? <snippets.CxSnippets /> : null;
}
