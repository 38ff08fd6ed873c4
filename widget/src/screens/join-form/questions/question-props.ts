/** What every question component receives: the localized question, its answer and error. */
import type { AnswerValue, FieldErrorCode, QuestionResource } from "#contract";

export interface QuestionProps {
  question: QuestionResource;
  value: AnswerValue | undefined;
  error: FieldErrorCode | undefined;
  autoComplete: string;
  /** undefined clears the answer (it is then not sent). */
  onChange(value: AnswerValue | undefined): void;
}

export const questionId = (question: QuestionResource) => `qb-question-${question.id}`;
