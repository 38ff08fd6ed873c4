/**
 * One zustand store per element (never a module-level singleton): the route, the locale and
 * the vendor's settings. Screens keep their own transient state.
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Locale, PublicVendorSettings } from "#contract";
import type { Route } from "../routing/route.js";

export type VendorState = { status: "loading" } | { status: "ready"; settings: PublicVendorSettings } | { status: "error"; code: string };

export interface ElementState {
  locale: Locale;
  route: Route;
  vendor: VendorState;
  setLocale(locale: Locale): void;
  setRoute(route: Route): void;
  setVendor(vendor: VendorState): void;
}

export type ElementStore = StoreApi<ElementState>;

/**
 * `vendor` is given when the settings are at hand from the start (the server's rendering of a
 * first screen): React's server renderer reads a store's initial state, not a later `set`.
 */
export function createElementStore(initial: { locale: Locale; route: Route; vendor?: VendorState }): ElementStore {
  return createStore<ElementState>()((set) => ({
    locale: initial.locale,
    route: initial.route,
    vendor: initial.vendor ?? { status: "loading" },
    setLocale: (locale) => set({ locale }),
    setRoute: (route) => set({ route }),
    setVendor: (vendor) => set({ vendor }),
  }));
}
