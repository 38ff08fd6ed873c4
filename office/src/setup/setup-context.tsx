/** The setup screens' shared document store (made by `setup-screen.tsx`), and the ready document. */
import { createContext, useContext } from "react";
import { useStore } from "zustand";
import type { VendorDocument } from "#contract";
import type { SetupState, SetupStore } from "./document-store.js";

export const SetupContext = createContext<SetupStore | null>(null);

export function useSetupStore(): SetupStore {
  const store = useContext(SetupContext);
  if (!store) throw new Error("office: a setup section outside the setup screen");
  return store;
}

export function useSetupState<T>(selector: (state: SetupState) => T): T {
  return useStore(useSetupStore(), selector);
}

/** The document and its version; sections are shown only once it is read. */
export function useVendorDocument(): { doc: VendorDocument; version: number } {
  const document = useSetupState((state) => state.document);
  if (document.status !== "ready") throw new Error("office: a setup section shown before the document was read");
  return { doc: document.doc, version: document.version };
}
