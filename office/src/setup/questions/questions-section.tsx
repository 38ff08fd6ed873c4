/**
 * `/office/setup/questions`: whether walk-ins are asked, and the list of questions; `/new` a new
 * one's form; `/{key}` a question's form, or "not found" for a key the document does not have.
 */
import { useLingui } from "@lingui/react/macro";
import { useGo } from "../../app/use-go.js";
import { useVendorDocument } from "../setup-context.js";
import { setupPath } from "../setup-paths.js";
import { useSetupPath } from "../use-setup-path.js";
import { QuestionForm } from "./question-form.js";
import { WalkinQuestionsField } from "./walkin-questions-field.js";

export default function QuestionsSection() {
  const { t } = useLingui();
  const { doc, version } = useVendorDocument();
  const { linkProps } = useGo();
  const [key] = useSetupPath();
  if (key === undefined) {
    const sorted = [...doc.questions].sort((a, b) => a.sort_order - b.sort_order);
    return (
      <>
        <h1>{t`Questions`}</h1>
        <WalkinQuestionsField />
        <p>
          <a {...linkProps(setupPath("questions", "new"))}>{t`Add a question`}</a>
        </p>
        <ul aria-label={t`Questions`}>
          {sorted.map((question) => (
            <li key={question.key}>
              <a {...linkProps(setupPath("questions", question.key))}>{question.label}</a>
            </li>
          ))}
        </ul>
      </>
    );
  }
  const back = (
    <p>
      <a {...linkProps(setupPath("questions"))}>{t`All questions`}</a>
    </p>
  );
  if (key === "new")
    return (
      <>
        <h1 id="question-heading">{t`New question`}</h1>
        {back}
        <QuestionForm key="new" doc={doc} version={version} index={undefined} />
      </>
    );
  const index = doc.questions.findIndex((question) => question.key === key);
  const question = doc.questions[index];
  if (!question)
    return (
      <>
        <h1>{t`Question not found`}</h1>
        <p>{t`There is no question with this key. Someone may have removed it.`}</p>
        {back}
      </>
    );
  const label = question.label;
  return (
    <>
      <h1 id="question-heading">{t`Question: ${label}`}</h1>
      {back}
      <QuestionForm key={key} doc={doc} version={version} index={index} />
    </>
  );
}
