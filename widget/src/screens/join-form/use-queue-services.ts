/**
 * Loads the services of a location for the meeting method, with their expected starts, and
 * keeps the waits current: every change to the line (a join, a cancel, staff at work) is
 * announced on the location's live channel, and the list is then read again in the background,
 * at most once every few seconds however busy the line is.
 * Spec section 7: a failed services call stops the loading state and sets nothing, silently,
 * so a failure reads as an empty list without a reason.
 */
import { useEffect, useRef } from "react";
import { locationChannel } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { useLazyLiveChannel } from "../../live/use-lazy-live-channel.js";
import { getValidated } from "../../api/get-validated.js";
import { QueueServicesResponseSchema, type QueueServicesResponse } from "../../api/queue-services.js";
import { takeInlinedAnswer } from "../../api/inlined-answer.js";
import { useApiData } from "../../api/use-api-data.js";

const EMPTY: QueueServicesResponse = { data: [[], []], meta: { show_wait_time: true, unavailable_reason: null } };

/** Waits are re-read at most this often while the line keeps changing. */
export const WAIT_REFRESH_MS = 2_000;

export function useQueueServices(locationId: number, meetingMethod: number) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const path = `/api/v2/open/queue-appointments-services/${locationId}`;
  const query = { meeting_method: meetingMethod };
  const services = useApiData<QueueServicesResponse>(
    async () => {
      const result = await getValidated(api, path, QueueServicesResponseSchema, query);
      return result.ok ? result : { ok: true, data: EMPTY, status: result.error.status };
    },
    [api, locationId, meetingMethod, locale],
    // A hosted page's inlined answer: the first render needs no read.
    () => takeInlinedAnswer(api, path, QueueServicesResponseSchema, query),
  );

  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  // Live waits are an extra: they start once the form has what it needs to be used.
  useLazyLiveChannel(services.status === "ready" ? locationChannel(locationId) : null, (event) => {
    if ((event !== "WaitTimeRecalculated" && event !== "resync") || pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      services.reload({ quiet: true });
    }, WAIT_REFRESH_MS);
  });
  return services;
}

export type QueueServicesState = ReturnType<typeof useQueueServices>;
