/**
 * The desk's two message areas. The announcer is the page's one polite live region: it says what
 * just changed, once ("Lena M. joined", "Completed") — never the line, which is no live region,
 * and nothing when a read brings nothing new. The same words said again (two completions in a
 * row) are cleared first, so they are announced again. Failures are an alert of their own.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useDesk, useDeskState } from "./desk-context.js";
import { useFailureText } from "./use-failure-text.js";
import { useNoticeText } from "./use-notice-text.js";
import { secondaryButtonStyle } from "../ui/styles.js";

const REPEAT_GAP_MS = 100;

const alertStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  padding: 0.75rem 1rem;
  border: 2px solid #b3261e;
  border-radius: 6px;
  background: #fdecea;
  color: #5f1410;
`;

export function DeskAnnouncer() {
  const notice = useDeskState((s) => s.notice);
  const text = useNoticeText();
  const [said, setSaid] = useState("");
  // Only a new notice is news: `text` is made anew at each render, and a new language does not repeat the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once per notice
  useEffect(() => {
    if (!notice) return;
    const words = text(notice.notice);
    setSaid("");
    const timer = setTimeout(() => setSaid(words), REPEAT_GAP_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="desk-announcer">
      {said}
    </p>
  );
}

/** `onDismissed`: where focus goes once the dismiss button is gone. */
export function DeskAlert({ onDismissed }: { onDismissed(): void }) {
  const { t } = useLingui();
  const failure = useDeskState((s) => s.failure);
  const { actions } = useDesk();
  const text = useFailureText();
  return (
    <div role="alert">
      {failure && (
        <div css={alertStyle}>
          <span>{text(failure)}</span>
          <button
            type="button"
            css={secondaryButtonStyle}
            onClick={() => {
              actions.dismissFailure();
              onDismissed();
            }}
          >
            {t`Dismiss`}
          </button>
        </div>
      )}
    </div>
  );
}
