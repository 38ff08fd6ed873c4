/**
 * The walk-in questions asked for the chosen service, in the element's language. Loaded only
 * when the vendor asks walk-in questions and a service is chosen; a failed load asks none
 * (the server still checks required answers, and its 422 names them).
 */
import { QuestionsResponseSchema, type QuestionResource, type QuestionsResponse } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { getValidated } from "../../api/get-validated.js";
import { takeInlinedAnswer } from "../../api/inlined-answer.js";
import { useApiData } from "../../api/use-api-data.js";

const NONE: QuestionResource[] = [];
const PATH = "/api/v2/open/questions";
const asked = (answer: QuestionsResponse): QuestionResource[] => (answer.meta.walkin_questions ? answer.data : NONE);

export function useQuestions(enabled: boolean, serviceId: number): { questions: QuestionResource[]; loading: boolean } {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const active = enabled && serviceId > 0;
  const query = { "filter[matching]": serviceId };
  const state = useApiData<QuestionResource[]>(
    active
      ? async () => {
          const result = await getValidated(api, PATH, QuestionsResponseSchema, query);
          return result.ok ? { ...result, data: asked(result.data) } : result;
        }
      : null,
    [api, active, serviceId, locale],
    // A hosted page's inlined answer: the first render needs no read.
    () => {
      const answer = active ? takeInlinedAnswer(api, PATH, QuestionsResponseSchema, query) : undefined;
      return answer && asked(answer);
    },
  );
  if (!active) return { questions: NONE, loading: false };
  return {
    questions: state.status === "ready" ? state.data : NONE,
    loading: state.status === "loading" || (state.status === "ready" && state.reloading),
  };
}
