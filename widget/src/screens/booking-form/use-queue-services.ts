/**
 * Loads the services of a location for the meeting method, with their expected starts.
 * Spec section 7: a failed services call stops the loading state and sets nothing, silently,
 * so a failure reads as an empty list without a reason.
 */
import { useElement, useElementState } from "../../element/element-context.js";
import { getValidated } from "./get-validated.js";
import { QueueServicesResponseSchema, type QueueServicesResponse } from "./queue-services.js";
import { useApiData } from "./use-api-data.js";

const EMPTY: QueueServicesResponse = { data: [[], []], meta: { show_wait_time: true, unavailable_reason: null } };

export function useQueueServices(locationId: number, meetingMethod: number) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  return useApiData<QueueServicesResponse>(
    async () => {
      const result = await getValidated(api, `/api/v2/open/queue-appointments-services/${locationId}`, QueueServicesResponseSchema, {
        meeting_method: meetingMethod,
      });
      return result.ok ? result : { ok: true, data: EMPTY, status: result.error.status };
    },
    [api, locationId, meetingMethod, locale],
  );
}

export type QueueServicesState = ReturnType<typeof useQueueServices>;
