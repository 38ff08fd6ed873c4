/**
 * Sends the join (spec sections 4 and 7), on a kiosk with the vendor's captcha after getting a
 * captcha token (kiosk-captcha.ts). Success: the draft is cleared, the host page hears
 * `joined`, the tag manager and a reserve-with-a-search-engine token are told, and the
 * element moves to the confirmation route of the same visit (vendor, mode, source and tracking
 * kept, so a reload or a bookmark opens the same vendor's page). Failure: the button comes back, the caller clears
 * the walk-in state and shows the server's field errors, and the "Error" snackbar shows; when the
 * server could not take it just now (an outage), the form stays as typed with a notice to try
 * again, and the next try sends the same Idempotency-Key: should the first have been taken before
 * its answer was lost, the server answers that join instead of making a second.
 */
import { useRef, useState } from "react";
import { isOutage } from "../../api/api-client.js";
import type { CreateQueueAppointmentBody, FieldError } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { BASE_PATH, visitRoute } from "../../routing/route.js";
import { handOffAppointment } from "../../element/appointment-hand-off.js";
import { pushDataLayer } from "./data-layer.js";
import { clearDraft } from "./form-draft.js";
import { newIdempotencyKey } from "../../api/idempotency-key.js";
import type { JoinFailure } from "./snackbar.js";

interface Created {
  data: { id: number; attributes: { confirm_code: string } };
}

function isCreated(value: unknown): value is Created {
  const data = (value as Partial<Created> | null)?.data;
  return typeof data?.id === "number" && typeof data.attributes?.confirm_code === "string";
}

export interface SubmitJoinOptions {
  locationId: number;
  /** Vendor slug the draft is saved under. */
  draftVendor: string;
  kiosk: boolean;
  onFailure(errors: readonly FieldError[]): void;
}

export function useSubmitJoin(options: SubmitJoinOptions) {
  const element = useElement();
  const { api, emit, navigate } = element;
  const route = useElementState((s) => s.route);
  const locale = useElementState((s) => s.locale);
  const captcha = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings.captcha : null));
  const [submitting, setSubmitting] = useState(false);
  const [snackbar, setSnackbar] = useState<JoinFailure>({ count: 0, outage: false });
  /** The key of a try that ended in an outage, for the next one. */
  const retryKey = useRef<string | undefined>(undefined);

  async function submit(body: CreateQueueAppointmentBody): Promise<void> {
    if (submitting) return;
    setSubmitting(true);
    setSnackbar((s) => ({ ...s, outage: false }));
    // A kiosk join of a vendor with the kiosk captcha carries a token; that code loads only then.
    const sent =
      captcha && body.data.attributes.booked_through?.startsWith("kiosk")
        ? await import("../../kiosk/kiosk-captcha.js").then((m) => m.withCaptchaToken(body, captcha)).catch(() => null)
        : body;
    const key = retryKey.current ?? newIdempotencyKey();
    const result = sent && (await api.post<unknown>("/api/v2/open/queue-appointments", sent, { "Idempotency-Key": key }));
    if (!result?.ok || !isCreated(result.data)) {
      const outage = !!result && !result.ok && isOutage(result.error);
      retryKey.current = outage ? key : undefined;
      setSubmitting(false);
      setSnackbar((s) => ({ count: s.count + 1, outage }));
      pushDataLayer({ event: "queue_booking_failure" });
      options.onFailure(result && !result.ok ? result.error.errors : []);
      return;
    }
    // Stays "submitting": the form is about to be replaced, and must not be sent twice.
    const { id, attributes } = result.data.data;
    clearDraft(options.draftVendor, options.locationId);
    pushDataLayer({ event: "queue_booking_success" });
    pushDataLayer({ event: "queue_booking_page_view", path: `${route.path}/confirmation` });
    emit("joined", { id, confirm_code: attributes.confirm_code });
    handOffAppointment(element, String(id), attributes.confirm_code, locale, result.data);
    const rwgToken = route.query.rwg_token;
    if (rwgToken) {
      const original = route.query.location_id;
      // Fire and forget: conversion tracking must never hold up or fail the client's join.
      void api.post("/api/v3/open/rwg-track-conversion", {
        rwg_token: rwgToken,
        merchant_changed: original !== undefined && original !== String(options.locationId),
      });
    }
    navigate(
      visitRoute(route, `${BASE_PATH}/confirmation`, {
        id: String(id),
        code: attributes.confirm_code,
        lang: locale,
        ...(options.kiosk ? { mode: "kiosk" } : {}),
      }),
    );
  }

  return { submitting, submit, snackbar, hideSnackbar: () => setSnackbar((s) => ({ ...s, count: 0 })) };
}
