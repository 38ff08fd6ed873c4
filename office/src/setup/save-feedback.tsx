/**
 * Under a setup form's save button: its alert (always present, so it is announced when it
 * fills), with "Reload" after a conflict, and the polite "Saved." with the save's warnings.
 */
import { useLingui } from "@lingui/react/macro";
import { FormAlert } from "../ui/form-alert.js";
import { StatusMessage } from "../ui/status-message.js";
import { secondaryButtonStyle } from "../ui/styles.js";
import type { SaveFeedback as Feedback } from "./use-save.js";

export function SaveFeedback({ id, feedback, onReload }: { id: string; feedback: Feedback; onReload(): void }) {
  const { t } = useLingui();
  const warnings = feedback.status?.warnings ?? [];
  return (
    <>
      <FormAlert id={id} message={feedback.alert?.message} />
      {feedback.alert?.conflict ? (
        <div>
          <button type="button" css={secondaryButtonStyle} onClick={onReload}>
            {t`Reload`}
          </button>
        </div>
      ) : null}
      <StatusMessage message={feedback.status ? [feedback.status.message, ...warnings].join(" ") : undefined} />
    </>
  );
}
