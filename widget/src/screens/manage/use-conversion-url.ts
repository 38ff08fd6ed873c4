/**
 * The URL that turns this queue spot into an appointment (`GET /api/v3/open/walkin-conversion`),
 * fetched when the page shows the offer; the convert button is enabled once it is here.
 */
import * as v from "valibot";
import { useElement } from "../../element/element-context.js";
import { getValidated } from "../../api/get-validated.js";
import { useApiData } from "../../api/use-api-data.js";

const ConversionSchema = v.object({ url: v.pipe(v.string(), v.url()) });

export function useConversionUrl(appointmentId: number, code: string, enabled: boolean): string | null {
  const { api } = useElement();
  const answer = useApiData(
    enabled ? () => getValidated(api, "/api/v3/open/walkin-conversion", ConversionSchema, { id: appointmentId, confirm_code: code }) : null,
    [appointmentId, code, enabled],
  );
  return enabled && answer.status === "ready" ? answer.data.url : null;
}
