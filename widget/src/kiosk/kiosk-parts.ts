/**
 * Kiosks only, each as its own chunk: the large, touch-first layout (kiosk-layout.tsx) and the
 * inactivity time-out (kiosk-inactivity.tsx). `App` waits for both before it shows a kiosk's
 * screen, so no touch can come before the kiosk listens (a form begun and left before the chunk
 * arrived would never be cleared). Preloadable (`app/first-screen-preload.ts`).
 */
import { lazyPart } from "../chunks/lazy-part.js";
import type { KioskInactivityProps } from "./kiosk-inactivity.js";

export const KioskInactivity = lazyPart<KioskInactivityProps>(() => import("./kiosk-inactivity.js").then((m) => m.KioskInactivity));

export const KioskLayout = lazyPart<Record<string, never>>(() => import("./kiosk-layout.js").then((m) => m.KioskLayout));
