/**
 * The staff API's calls the desk makes (docs/staff-and-admin.md), typed with the contract's
 * answers and checked when they arrive (desk-schemas.ts). Screens call these, never fetch.
 */
import type { StaffAppointmentResponse, StaffAppointmentsResponse, StaffAuditResponse, StaffLineEntry, StaffMeResponse, StaffQueueResponse } from "#contract";
import * as v from "valibot";
import type { ApiResult } from "../api/office-api.js";
import type { DeskHttp } from "./desk-http.js";
import { AuditSchema, DaySchema, LineSchema, MeSchema, OneEntrySchema } from "./desk-schemas.js";

const STAFF = "/api/v2/staff";

/** A place in line or a booking: the two take the same PATCH shape at `/api/v2/staff/{type}/{id}`. */
export interface Subject {
  type: "queue-appointments" | "appointments";
  id: number;
}

export interface DayQuery {
  /** `YYYY-MM-DD`; undefined is the location's today. */
  date: string | undefined;
  staffId: number | null;
}

export interface DeskApi {
  me(): Promise<ApiResult<StaffMeResponse>>;
  line(locationId: number): Promise<ApiResult<StaffQueueResponse>>;
  day(locationId: number, query: DayQuery): Promise<ApiResult<StaffAppointmentsResponse>>;
  /** 409 `already_serving` or `nobody_waiting`. */
  callNext(locationId: number): Promise<ApiResult<{ data: StaffLineEntry }>>;
  change(subject: Subject, attributes: Record<string, unknown>): Promise<ApiResult<{ data: StaffLineEntry } | StaffAppointmentResponse>>;
  presence(locationId: number, onDuty: boolean, staffId?: number): Promise<ApiResult<unknown>>;
  audit(subject: Subject): Promise<ApiResult<StaffAuditResponse>>;
}

/**
 * The answer, once its shape is checked (`schema`), as the contract's type `T`; out of shape, a
 * failure (`bad_response`) the desk shows like any other.
 */
async function checked<T>(schema: v.GenericSchema, answer: Promise<ApiResult<unknown>>): Promise<ApiResult<T>> {
  const result = await answer;
  if (!result.ok) return result;
  if (v.is(schema, result.data)) return { ok: true, data: result.data as T, status: result.status };
  return { ok: false, error: { status: result.status, code: "bad_response", message: "", errors: [], retryAfterSeconds: undefined } };
}

export function createDeskApi(http: DeskHttp): DeskApi {
  return {
    me: () => checked(MeSchema, http.send("GET", `${STAFF}/me`)),
    line: (locationId) => checked(LineSchema, http.send("GET", `${STAFF}/locations/${locationId}/queue`)),
    day(locationId, { date, staffId }) {
      const query = new URLSearchParams();
      if (date) query.set("date", date);
      if (staffId !== null) query.set("staff_id", String(staffId));
      const text = query.toString();
      return checked(DaySchema, http.send("GET", `${STAFF}/locations/${locationId}/appointments${text ? `?${text}` : ""}`));
    },
    callNext: (locationId) => checked(OneEntrySchema, http.send("POST", `${STAFF}/locations/${locationId}/call-next`, {})),
    change: (subject, attributes) =>
      checked(OneEntrySchema, http.send("PATCH", `${STAFF}/${subject.type}/${subject.id}`, { data: { type: subject.type, attributes } })),
    presence: (locationId, onDuty, staffId) => http.send("PUT", `${STAFF}/presence`, { location_id: locationId, on_duty: onDuty, staff_id: staffId }),
    audit: (subject) => checked(AuditSchema, http.send("GET", `${STAFF}/${subject.type}/${subject.id}/audit`)),
  };
}
