/** What the desk's parts share, provided once by the desk screen. */
import { createContext, useContext } from "react";
import { useStore } from "zustand";
import type { DeskActions } from "./desk-actions.js";
import type { DeskApi } from "./desk-api.js";
import type { DeskRefresher } from "./desk-refresh.js";
import type { DeskState, DeskStore } from "./desk-store.js";

export interface DeskContextValue {
  store: DeskStore;
  api: DeskApi;
  actions: DeskActions;
  refresher: DeskRefresher;
  /** The app's language, for dates and times. */
  locale: string;
}

export const DeskContext = createContext<DeskContextValue | null>(null);

export function useDesk(): DeskContextValue {
  const value = useContext(DeskContext);
  if (!value) throw new Error("useDesk outside the desk screen");
  return value;
}

export function useDeskState<T>(selector: (state: DeskState) => T): T {
  return useStore(useDesk().store, selector);
}
