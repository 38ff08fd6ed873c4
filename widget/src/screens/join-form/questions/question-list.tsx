/** The walk-in questions of the chosen service, each by its type (spec section 3). */
import type { AnswerValue, FieldErrorCode, QuestionResource } from "#contract";
import { ChoiceGroupQuestion } from "./choice-group-question.js";
import { SelectQuestion } from "./select-question.js";
import { TextQuestion } from "./text-question.js";

const BY_TYPE = {
  checkbox_group: ChoiceGroupQuestion,
  radio: ChoiceGroupQuestion,
  select: SelectQuestion,
  text: TextQuestion,
  textarea: TextQuestion,
} as const;

export interface QuestionListProps {
  questions: readonly QuestionResource[];
  answers: Record<string, AnswerValue>;
  errors: Record<string, FieldErrorCode>;
  autoComplete: string;
  onChange(questionId: number, value: AnswerValue | undefined): void;
}

export function QuestionList({ questions, answers, errors, autoComplete, onChange }: QuestionListProps) {
  return (
    <>
      {questions.map((question) => {
        const Question = BY_TYPE[question.attributes.type];
        return (
          <Question
            key={question.id}
            question={question}
            value={answers[String(question.id)]}
            error={errors[`answers.${question.id}`]}
            autoComplete={autoComplete}
            onChange={(value) => onChange(question.id, value)}
          />
        );
      })}
    </>
  );
}
