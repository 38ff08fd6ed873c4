/**
 * The vendor document the setup screens edit, read once when setup opens and shared by its
 * sections (one store per visit to setup, made by `setup-screen.tsx`).
 *
 * A section saves by naming whole top-level values (`{ locations: [...] }`, `{ theme: {...} }`):
 * the server merges them into the version this store read (`If-Match`), and the store takes the
 * same values as its own, with the new ETag, without reading the whole document again (1,000
 * branches are a megabyte). A save that meets a newer version (someone else saved meanwhile) is
 * refused whole and changes nothing; "Reload" reads the newer version.
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import type { DocumentWarning, FieldError, VendorDocument } from "#contract";
import type { ApiFailure, OfficeApi } from "../api/office-api.js";
import { patchDocument, readDocument } from "./document-calls.js";

export type DocumentState =
  | { status: "loading" }
  | { status: "failed"; failure: ApiFailure }
  /** `version` counts the reads and saves, so forms can start again from a newer document. */
  | { status: "ready"; doc: VendorDocument; etag: string; version: number };

export type SaveOutcome =
  | { kind: "saved"; warnings: DocumentWarning[] }
  /** 412: someone else saved since this document was read; nothing was written. */
  | { kind: "conflict" }
  /** 422: what is wrong, by the field's path in the document (`locations.3.timezone`). */
  | { kind: "invalid"; errors: FieldError[] }
  | { kind: "failed"; failure: ApiFailure };

export interface SetupState {
  document: DocumentState;
  load(): Promise<void>;
  save(patch: Partial<VendorDocument>): Promise<SaveOutcome>;
}

export type SetupStore = StoreApi<SetupState>;

export function createSetupStore(api: OfficeApi): SetupStore {
  let saving: Promise<SaveOutcome> | undefined;
  // One read at a time: a second (React's strict mode mounts twice) would start the forms again.
  let loading: Promise<void> | undefined;
  return createStore<SetupState>()((set, get) => {
    async function read(): Promise<void> {
      const before = get().document;
      if (before.status === "failed") set({ document: { status: "loading" } });
      const result = await readDocument(api);
      const version = before.status === "ready" ? before.version + 1 : 1;
      set({ document: result.ok ? { status: "ready", doc: result.data.doc, etag: result.data.etag, version } : { status: "failed", failure: result.error } });
    }
    return {
      document: { status: "loading" },
      load() {
        loading ??= read().finally(() => {
          loading = undefined;
        });
        return loading;
      },
      async save(patch) {
        // One save at a time: a second would carry the ETag the first is replacing.
        if (saving) await saving.catch(() => undefined);
        const current = get().document;
        if (current.status !== "ready") return { kind: "conflict" };
        saving = (async (): Promise<SaveOutcome> => {
          const result = await patchDocument(api, patch, current.etag);
          if (result.ok) {
            set({ document: { status: "ready", doc: { ...current.doc, ...patch }, etag: result.data.etag, version: current.version + 1 } });
            return { kind: "saved", warnings: result.data.warnings };
          }
          if (result.error.status === 412) return { kind: "conflict" };
          if (result.error.status === 422 && result.error.errors.length) return { kind: "invalid", errors: result.error.errors };
          return { kind: "failed", failure: result.error };
        })();
        try {
          return await saving;
        } finally {
          saving = undefined;
        }
      },
    };
  });
}
