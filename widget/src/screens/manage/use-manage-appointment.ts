/**
 * Loads the appointment named by the route's `id` and `code`, keeps it live and cancels it.
 * The page trusts the entry only when both match (the server answers 404 otherwise). While the
 * appointment is waiting or being served, the page follows its channel (status, dial-in,
 * meeting link, staff) and its location's channel (the wait), and re-reads it over HTTP after
 * every (re)subscription, since events missed while disconnected are not replayed.
 */
import { useRef, useState } from "react";
import * as v from "valibot";
import { QueueStatus, appointmentChannel, locationChannel } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { useLiveChannel } from "../../live/use-live-channel.js";
import { getValidated } from "../../api/get-validated.js";
import { takeAppointmentHandOff } from "../../element/appointment-hand-off.js";
import { useRereadAtOpeningOrClosing } from "./opening-reread.js";
import { nextStamp, useApiData } from "../../api/use-api-data.js";
import {
  CancelAnswerSchema,
  LiveChangesSchema,
  ManageDocumentSchema,
  WaitTimesSchema,
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
      return handed.success ? handed.output : undefined;
    },
  );
  const [patch, setPatch] = useState<Patch | null>(null);
  /** Clients ahead already counted as gone from the line. */
  const passed = useRef(new Set<number>());
  const document = loaded.status === "ready" ? loaded.data : null;
  const readStamp = loaded.status === "ready" ? loaded.stamp : 0;
  const current = patch && patch.stamp > readStamp ? patch.attributes : {};
  const attributes = document ? { ...document.data.attributes, ...current } : null;
  const change = (changes: Partial<ManageAttributes>) =>
    setPatch((previous) => ({ stamp: nextStamp(), attributes: { ...(previous && previous.stamp > readStamp ? previous.attributes : {}), ...changes } }));

  const active = attributes?.status === QueueStatus.waiting || attributes?.status === QueueStatus.inProgress;
  useLiveChannel(active && document ? appointmentChannel(Number(document.data.id)) : null, {
    code,
    onEvent(frame) {
      const data = v.safeParse(v.object({ attributes: LiveChangesSchema }), frame.data);
      if (frame.event === "ManageQueueAppointmentUpdated" && data.success) change(data.output.attributes);
    },
    onResync: loaded.reload,
  });
  useLiveChannel(active && attributes ? locationChannel(attributes.location_id) : null, {
    onEvent(frame) {
      const waits = v.safeParse(WaitTimesSchema, frame.data);
      if (frame.event !== "WaitTimeRecalculated" || !waits.success) return;
      const mine = waits.output.find((item) => String(item.id) === id);
      // Ids grow with arrival: whoever left with a smaller one was ahead, and this page moves up
      // (once per person, should a frame come twice).
      const ahead = waits.output.filter((item) => item.attributes.left && item.id < Number(id) && !passed.current.has(item.id)).length;
      for (const item of waits.output) if (item.attributes.left) passed.current.add(item.id);
      const position = attributes?.position ?? null;
      if (mine || (ahead && position !== null)) {
        change({
          ...(mine ? { expected_start: mine.attributes.expected_start } : {}),
          ...(ahead && position !== null ? { position: Math.max(1, position - ahead) } : {}),
        });
      }
    },
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
