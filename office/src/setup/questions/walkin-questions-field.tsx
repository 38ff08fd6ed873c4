/** The vendor's `walkin_questions` switch, at the top of the questions list: saves `{ walkin_questions }` alone. */
import { useLingui } from "@lingui/react/macro";
import { CheckboxField } from "../fields/checkbox-field.js";
import { SaveFeedback } from "../save-feedback.js";
import { useVendorDocument } from "../setup-context.js";
import { useSave } from "../use-save.js";

export function WalkinQuestionsField() {
  const { t } = useLingui();
  const { doc } = useVendorDocument();
  const { save, busy, feedback, fieldError, reload } = useSave("");
  return (
    <div>
      <CheckboxField
        id="walkin-questions"
        label={t`Ask these questions of walk-ins too`}
        checked={doc.walkin_questions}
        onChange={(walkin_questions) => {
          if (!busy) void save({ walkin_questions });
        }}
        error={fieldError("walkin_questions")}
      />
      <p className="hint">{t`Walk-ins joining the line are asked the questions only when this is on.`}</p>
      <SaveFeedback id="walkin-questions-feedback" feedback={feedback} onReload={() => void reload()} />
    </div>
  );
}
