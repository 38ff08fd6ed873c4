/** Shared steps of the staff booking tests: bookings with a chosen staff member and method, staff changes, reads. */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Locale } from "#contract";
import { bookDowntown } from "./booking.js";
import { demoIds, type DemoIds } from "./demo-ids.js";
import type { TestServer } from "./test-server.js";
import { issueToken, staffCall } from "../server/routes/staff/staff-fixtures.js";

/** 10:00 in New York (or `time` UTC) on day `n` after the test clock's Sunday: each test its own day, so bookings never collide. */
export const dayAt = (n: number, time = "15:00") => new Date(Date.UTC(2026, 10, 23 + n, Number(time.slice(0, 2)), Number(time.slice(3, 5)))).toISOString();

/** Minutes later than an instant. */
export const plusMinutes = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * 60_000).toISOString();

/** Downtown's desk: the demo's ids and the tokens of Ana (staff), Ben (staff advanced), its kiosk and Chloe (a manager elsewhere). */
export interface Desk {
  ids: DemoIds;
  ana: string;
  ben: string;
  kiosk: string;
  chloe: string;
}

export async function openDesk(server: TestServer): Promise<Desk> {
  return {
    ids: await demoIds(server.store.db),
    ana: await issueToken(server, "ana"),
    ben: await issueToken(server, "ben"),
    kiosk: await issueToken(server, "kiosk-downtown"),
    chloe: await issueToken(server, "chloe"),
  };
}

export interface BookOptions {
  staff?: string;
  method?: 1 | 2 | 3;
  firstName?: string;
  email?: string;
  lang?: Locale;
}

/** Books Downtown's deposits at `start` through the open API, with Ana unless told otherwise. */
export function book(server: TestServer, ids: DemoIds, start: string, options: BookOptions = {}) {
  return bookDowntown(server, ids, start, {
    attributes: { staff_id: ids.staff(options.staff ?? "ana"), meeting_method: options.method ?? 1 },
    client: { first_name: options.firstName ?? "Maria", email: options.email ?? "maria@example.org", lang: options.lang ?? "en" },
  });
}

export function patchBooking(server: TestServer, token: string, id: number, attributes: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return staffCall(server, token, { method: "PATCH", url: `/api/v2/staff/appointments/${id}`, payload: { data: { type: "appointments", attributes } } });
}

/** A staff change that must succeed; answers the booking as staff see it. */
export async function patchBookingOk(server: TestServer, token: string, id: number, attributes: Record<string, unknown>) {
  const res = await patchBooking(server, token, id, attributes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; attributes: Record<string, unknown> & { status: number; actions: string[] } };
}

export function dayView(server: TestServer, token: string, location: number, query = "") {
  return staffCall(server, token, { method: "GET", url: `/api/v2/staff/locations/${location}/appointments${query}` });
}

/** Reads a booking's row straight from the database. */
export function bookingRow(server: TestServer, id: number) {
  return server.store.db.selectFrom("appointments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** The granules a booking holds. */
export async function heldGranules(server: TestServer, id: number): Promise<number> {
  const rows = await server.store.db.selectFrom("appointment_slots").select("slot_start").where("appointment_id", "=", id).execute();
  return rows.length;
}

/** The client checks in on the manage page ("I have arrived"). */
export function clientCheckIn(server: TestServer, id: number, code: string) {
  return server.call({ method: "POST", url: `/api/v3/open/appointments/${id}/check-in`, payload: { code } });
}

/** Ends earlier tests' bookings in these statuses (in progress by default), so nobody is still serving one. */
export async function endBookings(server: TestServer, statuses: number[] = [5]): Promise<void> {
  await server.store.db.updateTable("appointments").set({ status: 2 }).where("status", "in", statuses).execute();
}
