/** Loads the form's location, again when the language changes (its texts are translated). */
import { useElement, useElementState } from "../../element/element-context.js";
import { JoinLocationResponseSchema, type JoinLocation } from "../../api/join-location.js";
import { getValidated } from "../../api/get-validated.js";
import { useApiData } from "../../api/use-api-data.js";

export function useJoinLocation(locationId: number) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  return useApiData<JoinLocation>(async () => {
    const result = await getValidated(api, `/api/v2/open/locations/${locationId}`, JoinLocationResponseSchema);
    return result.ok ? { ...result, data: { ...result.data.data.attributes, id: result.data.data.id } } : result;
  }, [api, locationId, locale]);
}
