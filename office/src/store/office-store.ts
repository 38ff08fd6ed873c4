/**
 * The app's state, one store per app made by its root (`createStore`, never a module-level
 * singleton): who is signed in, and the path shown.
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import type { OfficeSessionAttributes } from "#contract";

export type SessionState =
  | { status: "loading" }
  /** `ended`: a session that was there ended under the person (signed out elsewhere, expired). */
  | { status: "signed-out"; ended: boolean }
  | { status: "signed-in"; session: OfficeSessionAttributes };

export interface OfficeState {
  session: SessionState;
  /** The app's path, `/office/…`, without a trailing slash. */
  path: string;
  setSession(session: SessionState): void;
  setPath(path: string): void;
}

export type OfficeStore = StoreApi<OfficeState>;

export function createOfficeStore(path: string): OfficeStore {
  return createStore<OfficeState>()((set) => ({
    session: { status: "loading" },
    path,
    setSession: (session) => set({ session }),
    setPath: (next) => set({ path: next }),
  }));
}
