/**
 * What one desk shows: who is signed in, the chosen location, its line and day, the day view's
 * filters, the live connection's state, and the last notice and failure. One store per desk
 * screen (`createStore` plus a context), never a module-level one.
 */
import type { StaffAppointmentsResponse, StaffMeResponse, StaffQueueResponse } from "#contract";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { DeskFailure, Notice } from "./desk-notice.js";

export type LiveState = "off" | "connecting" | "on" | "paused";

/** Where focus goes once the list is drawn after an action: the same row if it stays, else the next. */
export interface FocusIntent {
  list: "line" | "day";
  row: string;
  index: number;
  /** When the action was taken (`Date.now()`): an old intent no longer moves anyone's focus. */
  at: number;
}

export interface DeskState {
  me: StaffMeResponse | undefined;
  locationId: number | undefined;
  line: StaffQueueResponse | undefined;
  day: StaffAppointmentsResponse | undefined;
  /** The day view's date; undefined is the location's today. */
  date: string | undefined;
  onlyMine: boolean;
  live: LiveState;
  /** The last change worth saying, with a sequence number so the same words can be said again. */
  notice: { notice: Notice; seq: number } | undefined;
  failure: DeskFailure | undefined;
  focus: FocusIntent | undefined;
}

export type DeskStore = StoreApi<DeskState>;

export const initialDeskState = (): DeskState => ({
  me: undefined,
  locationId: undefined,
  line: undefined,
  day: undefined,
  date: undefined,
  onlyMine: false,
  live: "off",
  notice: undefined,
  failure: undefined,
  focus: undefined,
});

export const createDeskStore = (): DeskStore => createStore<DeskState>()(() => initialDeskState());

/** Says something new (or the same thing again: the sequence number changes). */
export function announce(store: DeskStore, notice: Notice): void {
  store.setState({ notice: { notice, seq: (store.getState().notice?.seq ?? 0) + 1 } });
}

/** The signed-in person's staff id (null for none). */
export const myStaffId = (state: DeskState): number | null => state.me?.data.id ?? null;
