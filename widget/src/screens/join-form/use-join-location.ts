/** Loads the form's location, again when the language changes (its texts are translated). */
import { useElement, useElementState } from "../../element/element-context.js";
import { JoinLocationResponseSchema, type JoinLocation } from "../../api/join-location.js";
import { getValidated } from "../../api/get-validated.js";
import { takeInlinedAnswer } from "../../api/inlined-answer.js";
import { useApiData } from "../../api/use-api-data.js";

type Answer = { data: { id: number; attributes: Omit<JoinLocation, "id"> } };
const toLocation = (answer: Answer): JoinLocation => ({ ...answer.data.attributes, id: answer.data.id });

export function useJoinLocation(locationId: number) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const path = `/api/v2/open/locations/${locationId}`;
  return useApiData<JoinLocation>(
    async () => {
      const result = await getValidated(api, path, JoinLocationResponseSchema);
      return result.ok ? { ...result, data: toLocation(result.data) } : result;
    },
    [api, locationId, locale],
    // A hosted page's inlined answer: the first render needs no read.
    () => {
      const answer = takeInlinedAnswer(api, path, JoinLocationResponseSchema);
      return answer && toLocation(answer);
    },
  );
}
