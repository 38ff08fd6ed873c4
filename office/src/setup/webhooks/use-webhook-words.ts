/**
 * The words for what the webhook API names by code: each event type, why the server disabled an
 * endpoint, a delivery's status, and a moment in the page's language.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { WebhookDeliveryView, WebhookEndpointView, WebhookEventType } from "#contract/webhooks";

export function useEventName(): (type: WebhookEventType) => string {
  const { t } = useLingui();
  return useCallback(
    (type) => {
      switch (type) {
        case "queue.joined":
          return t`A client joined a line`;
        case "queue.called":
          return t`A staff member started serving a visit`;
        case "queue.completed":
          return t`A visit was completed`;
        case "queue.no_show":
          return t`A client did not show up`;
        case "queue.cancelled":
          return t`A visit was cancelled`;
        case "appointment.booked":
          return t`An appointment was booked`;
        case "appointment.rescheduled":
          return t`An appointment was moved`;
        case "appointment.cancelled":
          return t`An appointment was cancelled`;
        case "appointment.checked_in":
          return t`A client checked in for an appointment`;
        case "feedback.received":
          return t`A client left feedback`;
      }
    },
    [t],
  );
}

export function useMoment(): (iso: string) => string {
  const { i18n } = useLingui();
  return useCallback((iso) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)), [i18n]);
}

/** Whether an endpoint is on, and if not, who turned it off and why, in a sentence. */
export function useEndpointState(): (endpoint: Pick<WebhookEndpointView, "enabled" | "disabled_reason" | "disabled_at">) => string {
  const { t } = useLingui();
  const moment = useMoment();
  return useCallback(
    (endpoint) => {
      if (endpoint.enabled) return t`Enabled`;
      const when = endpoint.disabled_at ? moment(endpoint.disabled_at) : "";
      switch (endpoint.disabled_reason) {
        case "gone":
          return t`Disabled on ${when}: the receiver answered that it is gone for good (410). Enable it once it is back.`;
        case "failing":
          return t`Disabled on ${when}: it refused or missed every delivery for three days. Enable it once it works again; the waiting deliveries then go out.`;
        default:
          return when ? t`Disabled by an admin on ${when}.` : t`Disabled by an admin.`;
      }
    },
    [t, moment],
  );
}

export function useDeliveryStatus(): (status: WebhookDeliveryView["status"]) => string {
  const { t } = useLingui();
  return useCallback(
    (status) => {
      switch (status) {
        case "pending":
          return t`Waiting`;
        case "sending":
          return t`Sending`;
        case "delivered":
          return t`Delivered`;
        case "failed":
          return t`Failed`;
        case "paused":
          return t`Paused while the endpoint is disabled`;
      }
    },
    [t],
  );
}
