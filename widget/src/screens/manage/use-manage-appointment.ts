/**
 * Loads the appointment named by the route's `id` and `code`, keeps it live and cancels it.
 * The page trusts the entry only when both match (the server answers 404 otherwise). While the
 * appointment is waiting or being served, the page follows its own channel (status, dial-in,
 * meeting link, staff, and its share of its line's changes: the wait and the places it moved
 * up), never its location's whole channel, and re-reads it over HTTP after every
 * (re)subscription, since events missed while disconnected are not replayed.
 */
import { useState } from "react";
import * as v from "valibot";
import { QueueStatus, appointmentChannel } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { useLiveChannel } from "../../live/use-live-channel.js";
import { getValidated } from "../../api/get-validated.js";
import { takeInlinedAnswer } from "../../api/inlined-answer.js";
import { takeAppointmentHandOff } from "../../element/appointment-hand-off.js";
import { useRereadAtOpeningOrClosing } from "./opening-reread.js";
import { nextStamp, useApiData } from "../../api/use-api-data.js";
import { movedP90 } from "../../format/wait-range.js";
import {
  CancelAnswerSchema,
  LiveChangesSchema,
  ManageDocumentSchema,
  PlaceChangeSchema,
  toManageAppointment,
  type ManageAppointment,
  type ManageAttributes,
} from "./manage-appointment.js";

export type ManageState = { status: "loading" } | { status: "missing" } | { status: "ready"; appointment: ManageAppointment; cancel(): Promise<boolean> };

/**
 * Changes seen since a read (live events, the cancel's answer), stamped when they happened. A
 * read requested later includes them; one requested earlier (a re-read racing a cancel) must
 * not undo them.
 */
interface Patch {
  stamp: number;
  attributes: Partial<ManageAttributes>;
}

export function useManageAppointment(): ManageState {
  const element = useElement();
  const { api, emit } = element;
  const query = useElementState((s) => s.route.query);
  const locale = useElementState((s) => s.locale);
  const id = query.id && /^\d{1,10}$/.test(query.id) ? query.id : undefined;
  const code = query.code;
  const loaded = useApiData(
    id && code ? () => getValidated(api, `/api/v2/open/queue-appointments/${id}`, ManageDocumentSchema, { code }) : null,
    [id, code, locale],
    () => {
      if (!id || !code) return undefined;
      const handed = v.safeParse(ManageDocumentSchema, takeAppointmentHandOff(element, id, code, locale));
      // Else a hosted page's inlined answer: the server painted the page from it.
      return handed.success ? handed.output : takeInlinedAnswer(api, `/api/v2/open/queue-appointments/${id}`, ManageDocumentSchema, { code });
    },
  );
  const [patch, setPatch] = useState<Patch | null>(null);
  const document = loaded.status === "ready" ? loaded.data : null;
  const readStamp = loaded.status === "ready" ? loaded.stamp : 0;
  const current = patch && patch.stamp > readStamp ? patch.attributes : {};
  const attributes = document ? { ...document.data.attributes, ...current } : null;
  /** `changes` from what the page shows now: worked out from the latest patch, so two events before a render both count. */
  const change = (changes: Partial<ManageAttributes> | ((shown: Partial<ManageAttributes>) => Partial<ManageAttributes>)) =>
    setPatch((previous) => {
      const patched = previous && previous.stamp > readStamp ? previous.attributes : {};
      const next = typeof changes === "function" ? changes({ ...document?.data.attributes, ...patched }) : changes;
      return { stamp: nextStamp(), attributes: { ...patched, ...next } };
    });

  const active = attributes?.status === QueueStatus.waiting || attributes?.status === QueueStatus.inProgress;
  useLiveChannel(active && document ? appointmentChannel(Number(document.data.id)) : null, {
    code,
    onEvent(frame) {
      if (frame.event === "ManageQueueAppointmentUpdated") {
        const data = v.safeParse(v.object({ attributes: LiveChangesSchema }), frame.data);
        if (data.success) change((shown) => withP90(shown, data.output.attributes));
      }
      if (frame.event === "QueuePlaceChanged") {
        const place = v.safeParse(PlaceChangeSchema, frame.data);
        if (!place.success) return;
        const { expected_start, expected_start_p90, moved_up } = place.output.attributes;
        change((shown) => ({
          ...(expected_start !== undefined ? withP90(shown, { expected_start, expected_start_p90 }) : {}),
          ...(moved_up && typeof shown.position === "number" ? { position: Math.max(1, shown.position - moved_up) } : {}),
        }));
      }
    },
    onResync: loaded.reload,
  });

  // Waiting across the location's opening or closing: what the page says of it follows.
  useRereadAtOpeningOrClosing(active && document ? (document.included.find((r) => r.type === "locations")?.attributes ?? null) : null, () =>
    loaded.reload({ quiet: true }),
  );

  if (!id || !code) return { status: "missing" };
  if (loaded.status === "loading") return { status: "loading" };
  if (loaded.status === "error" || !document || !attributes) return { status: "missing" };
  const appointment = { ...toManageAppointment(document), attributes };

  const cancel = async (): Promise<boolean> => {
    const result = await api.patch<unknown>(`/api/v2/open/queue-appointments/${appointment.id}`, {
      data: {
        id: appointment.id,
        type: "queue-appointments",
        attributes: { status: QueueStatus.cancelled, confirm_code: appointment.attributes.confirm_code },
      },
    });
    if (!result.ok) return false;
    const parsed = v.safeParse(CancelAnswerSchema, result.data);
    if (!parsed.success) return false;
    change(parsed.output.data.attributes);
    emit("cancelled", { id: appointment.id });
    return true;
  };
  return { status: "ready", appointment, cancel };
}

/** Changes with a new expected start carry a p90 for it: their own, else the shown one moved along (wait-range.ts). */
function withP90<T extends { expected_start: string | null; expected_start_p90?: string | null | undefined }>(shown: Partial<ManageAttributes>, changes: T): T {
  return changes.expected_start_p90 !== undefined ? changes : { ...changes, expected_start_p90: movedP90(shown, changes.expected_start) };
}
