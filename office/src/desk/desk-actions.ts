/**
 * What the person does at the desk, each a call, then the notice or the failure, then a fresh
 * read. An action on a row leaves a focus intent (desk-store.ts), so focus stays where they
 * work when the row changes or goes.
 */
import type { LocalTime, StaffAppointmentEntry } from "#contract";
import type { ApiFailure } from "../api/office-api.js";
import { fullName, shortName } from "./client-name.js";
import type { DeskApi, Subject } from "./desk-api.js";
import type { DoneAction } from "./desk-notice.js";
import type { DeskRefresher } from "./desk-refresh.js";
import { announce, type DeskStore, type FocusIntent } from "./desk-store.js";

const LOCATION_KEY = "queue-booking.desk-location";

export interface DeskActions {
  /** Who is signed in and where they may work; then the location last used in this tab, or the first. */
  begin(): Promise<void>;
  selectLocation(id: number): Promise<void>;
  callNext(): Promise<void>;
  /** A status or check-in on one client; `focus` says where the row is. */
  act(subject: Subject, action: DoneAction, client: { first_name: string; last_name: string }, focus: Omit<FocusIntent, "at">): Promise<boolean>;
  move(entry: StaffAppointmentEntry, change: { start_local?: string; staff_id?: number }, staffName: string): Promise<boolean>;
  saveVideo(subject: Subject, details: { meeting_link: string | null; dial_in: { e164: string; pin: string } | null }, name: string): Promise<boolean>;
  presence(onDuty: boolean, member?: { id: number; full_name: string }): Promise<void>;
  setDate(date: string | undefined): Promise<void>;
  setOnlyMine(onlyMine: boolean): Promise<void>;
  dismissFailure(): void;
}

const ATTRIBUTES: Record<DoneAction, Record<string, unknown>> = {
  start: { status: 5 },
  complete: { status: 2 },
  serve: { status: 6 },
  no_show: { status: 3 },
  cancel: { status: 4 },
  check_in: { checked_in: true },
};

function remembered(): number | undefined {
  try {
    const saved = Number(sessionStorage.getItem(LOCATION_KEY));
    return Number.isInteger(saved) && saved > 0 ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function createDeskActions(store: DeskStore, api: DeskApi, refresher: DeskRefresher): DeskActions {
  const fail = (error: ApiFailure) => store.setState({ failure: { status: error.status, code: error.code, message: error.message } });
  const succeeded = () => store.setState({ failure: undefined });

  const actions: DeskActions = {
    async begin() {
      const me = await api.me();
      if (!me.ok) return fail(me.error);
      store.setState({ me: me.data });
      const { locations } = me.data.meta;
      if (!locations.length) return store.setState({ failure: { status: 0, code: "no_locations", message: "" } });
      const saved = remembered();
      const first = locations.find((l) => l.id === saved) ?? locations[0];
      if (first) await actions.selectLocation(first.id);
    },

    async selectLocation(id) {
      // Another location's line, day and zone are its own; its today too.
      store.setState({ locationId: id, line: undefined, day: undefined, date: undefined, failure: undefined, focus: undefined });
      try {
        sessionStorage.setItem(LOCATION_KEY, String(id));
      } catch {
        // A tab without storage starts at the first location next time.
      }
      await refresher.refresh();
    },

    async callNext() {
      const id = store.getState().locationId;
      if (id === undefined) return;
      const result = await api.callNext(id);
      if (!result.ok) return fail(result.error);
      succeeded();
      const called = result.data.data;
      const booked: LocalTime | null = called.type === "appointments" ? called.attributes.start_local : null;
      // Focus stays on Call next: the called client's row shows its actions by the time it is read.
      announce(store, { kind: "called", name: shortName(called.attributes.client), booked });
      await refresher.refresh();
    },

    async act(subject, action, client, focus) {
      store.setState({ focus: { ...focus, at: Date.now() } });
      const result = await api.change(subject, ATTRIBUTES[action]);
      if (!result.ok) {
        fail(result.error);
        return false;
      }
      succeeded();
      announce(store, { kind: "done", action, name: shortName(client) });
      // A booking checked in comes into the line: that is the check-in, said already.
      await refresher.refresh(`${subject.type}:${subject.id}`);
      return true;
    },

    async move(entry, change, staffName) {
      const name = fullName(entry.attributes.client);
      if (change.start_local === undefined && change.staff_id === undefined) {
        announce(store, { kind: "move_unchanged", name });
        return false;
      }
      const result = await api.change({ type: entry.type, id: entry.id }, change);
      if (!result.ok) {
        fail(result.error);
        return false;
      }
      succeeded();
      const moved = result.data.data;
      const start = moved.type === "appointments" ? moved.attributes.start_local : entry.attributes.start_local;
      announce(store, { kind: "moved", name: shortName(entry.attributes.client), start, staff: staffName });
      await refresher.refresh();
      return true;
    },

    async saveVideo(subject, details, name) {
      const result = await api.change(subject, details);
      if (!result.ok) {
        fail(result.error);
        return false;
      }
      succeeded();
      announce(store, { kind: "video_saved", name });
      await refresher.refresh();
      return true;
    },

    async presence(onDuty, member) {
      const id = store.getState().locationId;
      if (id === undefined) return;
      const result = await api.presence(id, onDuty, member?.id);
      if (!result.ok) return fail(result.error);
      succeeded();
      announce(store, { kind: "presence", onDuty, name: member?.full_name ?? null });
      await refresher.refresh();
    },

    async setDate(date) {
      store.setState({ date });
      await refresher.refresh();
    },

    async setOnlyMine(onlyMine) {
      store.setState({ onlyMine });
      await refresher.refresh();
    },

    dismissFailure: succeeded,
  };
  return actions;
}
