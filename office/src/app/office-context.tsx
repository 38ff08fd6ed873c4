/**
 * What the app's components share, made once by its root: the store, the API client, the
 * history and the page's data.
 */
import { createContext, useContext } from "react";
import { useStore } from "zustand";
import type { OfficeSessionAttributes } from "#contract";
import type { OfficeApi } from "../api/office-api.js";
import type { PageData } from "../page/page-data.js";
import type { OfficeHistory } from "../routing/office-history.js";
import type { OfficeState, OfficeStore } from "../store/office-store.js";

export interface OfficeContextValue {
  store: OfficeStore;
  api: OfficeApi;
  history: OfficeHistory;
  page: PageData;
}

export const OfficeContext = createContext<OfficeContextValue | null>(null);

export function useOffice(): OfficeContextValue {
  const value = useContext(OfficeContext);
  if (!value) throw new Error("office: useOffice outside the app's root");
  return value;
}

export function useOfficeState<T>(selector: (state: OfficeState) => T): T {
  return useStore(useOffice().store, selector);
}

/** The signed-in person's session; only for screens shown signed in. */
export function useSignedIn(): OfficeSessionAttributes {
  const session = useOfficeState((state) => state.session);
  if (session.status !== "signed-in") throw new Error("office: a signed-in screen shown signed out");
  return session.session;
}
