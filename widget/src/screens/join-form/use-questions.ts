/**
 * The walk-in questions asked for the chosen service, in the element's language. Loaded only
 * when the vendor asks walk-in questions and a service is chosen; a failed load asks none
 * (the server still checks required answers, and its 422 names them).
 */
import { QuestionsResponseSchema, type QuestionResource } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { getValidated } from "../../api/get-validated.js";
import { useApiData } from "../../api/use-api-data.js";

const NONE: QuestionResource[] = [];

export function useQuestions(enabled: boolean, serviceId: number): { questions: QuestionResource[]; loading: boolean } {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const active = enabled && serviceId > 0;
  const state = useApiData<QuestionResource[]>(
    active
      ? async () => {
          const result = await getValidated(api, "/api/v2/open/questions", QuestionsResponseSchema, { "filter[matching]": serviceId });
          return result.ok ? { ...result, data: result.data.meta.walkin_questions ? result.data.data : NONE } : result;
        }
      : null,
    [api, active, serviceId, locale],
  );
  if (!active) return { questions: NONE, loading: false };
  return {
    questions: state.status === "ready" ? state.data : NONE,
    loading: state.status === "loading" || (state.status === "ready" && state.reloading),
  };
}
