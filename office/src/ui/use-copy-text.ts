/**
 * "Copy" for a read-only box of text (the embed snippet, a signing secret): the clipboard where
 * the browser allows it; otherwise the box's text is selected and focused, and the person told to
 * copy it themselves. `said` is what to announce after a press.
 */
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";

export function useCopyText<T extends HTMLInputElement | HTMLTextAreaElement>() {
  const { t } = useLingui();
  const [said, setSaid] = useState<string>();
  const boxRef = useRef<T>(null);
  async function copy(text: string) {
    setSaid(undefined);
    try {
      await navigator.clipboard.writeText(text);
      setSaid(t`Copied.`);
    } catch {
      boxRef.current?.select();
      boxRef.current?.focus();
      setSaid(t`Press Ctrl+C to copy the selected text.`);
    }
  }
  return { said, boxRef, copy };
}
