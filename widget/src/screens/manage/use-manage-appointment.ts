/**
 * Loads the appointment named by the route's `id` and `code` and cancels it. The page trusts
 * the entry only when both match (the server answers 404 otherwise). A cancel replaces the
 * local attributes with the ones the server returns.
 */
import { useState } from "react";
import * as v from "valibot";
import { QueueStatus } from "../../contract/index.js";
import { useElement, useElementState } from "../../element/element-context.js";
import { getValidated } from "../booking-form/get-validated.js";
import { useApiData } from "../booking-form/use-api-data.js";
import { CancelAnswerSchema, ManageDocumentSchema, toManageAppointment, type ManageAppointment } from "./manage-appointment.js";

export type ManageState =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "ready"; appointment: ManageAppointment; cancel(): Promise<boolean> };

export function useManageAppointment(): ManageState {
  const { api, emit } = useElement();
  const query = useElementState((s) => s.route.query);
  const locale = useElementState((s) => s.locale);
  const id = query.id && /^\d{1,10}$/.test(query.id) ? query.id : undefined;
  const code = query.code;
  const loaded = useApiData(
    id && code ? () => getValidated(api, `/api/v2/open/queue-appointments/${id}`, ManageDocumentSchema, { code }) : null,
    [id, code, locale],
  );
  /** Attributes the cancel answered, keyed by appointment id so another entry never inherits them. */
  const [changed, setChanged] = useState<{ id: number; attributes: ManageAppointment["attributes"] } | null>(null);

  if (!id || !code) return { status: "missing" };
  if (loaded.status === "loading") return { status: "loading" };
  if (loaded.status === "error") return { status: "missing" };
  const base = toManageAppointment(loaded.data);
  const appointment = changed && changed.id === base.id ? { ...base, attributes: { ...base.attributes, ...changed.attributes } } : base;

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
    setChanged({ id: appointment.id, attributes: parsed.output.data.attributes });
    emit("cancelled", { id: appointment.id });
    return true;
  };
  return { status: "ready", appointment, cancel };
}
