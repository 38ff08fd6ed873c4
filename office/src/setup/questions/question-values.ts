/** A question's form values and what the form can tell about them before saving. */
import type { QuestionDocument, QuestionType, VendorDocument } from "#contract";

export type QuestionProblem = "required" | "key_invalid" | "key_taken" | "option_required" | "sort_order" | "option_value";
export type QuestionOption = QuestionDocument["options"][number];

export const CHOICE_TYPES: readonly QuestionType[] = ["checkbox_group", "radio", "select"];
const KEY_RULE = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export interface QuestionValues {
  question: QuestionDocument;
  sortOrder: string;
}

export function valuesOf(question: QuestionDocument | undefined): QuestionValues {
  const own: QuestionDocument = question ?? {
    key: "",
    type: "text",
    label: "",
    placeholder: "",
    required: false,
    sort_order: 0,
    options: [],
    services: [],
    translations: {},
  };
  return { question: own, sortOrder: String(own.sort_order) };
}

export function questionOf(values: QuestionValues): QuestionDocument {
  const { question } = values;
  const options = CHOICE_TYPES.includes(question.type) ? question.options : [];
  return { ...question, options, sort_order: Number(values.sortOrder) };
}

/** The next option's value: one more than the largest so far, so stored answers keep their meaning. */
export const nextOptionValue = (options: readonly QuestionOption[]): number => options.reduce((most, o) => Math.max(most, o.value + 1), 1);

export function questionProblems(values: QuestionValues, doc: VendorDocument, isNew: boolean, index: number): Map<string, QuestionProblem> {
  const problems = new Map<string, QuestionProblem>();
  const { question } = values;
  if (isNew) {
    if (!question.key) problems.set("key", "required");
    else if (!KEY_RULE.test(question.key)) problems.set("key", "key_invalid");
    else if (doc.questions.some((q, i) => i !== index && q.key === question.key)) problems.set("key", "key_taken");
  }
  if (!question.label.trim()) problems.set("label", "required");
  if (CHOICE_TYPES.includes(question.type)) {
    if (question.options.length === 0) problems.set("options", "option_required");
    question.options.forEach((option, i) => {
      if (!option.text.trim()) problems.set(`options.${i}.text`, "required");
    });
  }
  if (!/^-?\d+$/.test(values.sortOrder.trim())) problems.set("sort_order", "sort_order");
  return problems;
}

/** The id of the input showing the error at `path` under the question. */
export function fieldIdOf(path: string): string {
  const option = /^options\.(\d+)(?:\.(\w+))?/.exec(path);
  if (option) return option[2] === "value" ? `question-option-${option[1]}-value` : `question-option-${option[1]}-text`;
  if (path === "options") return "question-add-option";
  const translation = /^translations\.([^.]+)\.(label|placeholder)/.exec(path);
  if (translation) return `question-${translation[2]}-${translation[1]}`;
  const top = path.split(".")[0] ?? "label";
  const ids: Record<string, string> = {
    key: "question-key",
    type: "question-type",
    label: "question-label",
    placeholder: "question-placeholder",
    required: "question-required",
    sort_order: "question-sort-order",
  };
  return ids[top] ?? "question-label";
}
