/**
 * A lobby kiosk's "I have an appointment": its code and texts load as a chunk of their own, on
 * kiosks only, so neither the form nor a kiosk's first screen pays for it.
 */
import { lazyScreen } from "../../chunks/lazy-screen.js";
import type { KioskCheckInProps } from "./kiosk-check-in.js";
import { kioskCheckInCatalog } from "./kiosk-check-in-catalog.js";

export const KioskCheckInScreen = lazyScreen<KioskCheckInProps>(() => import("./kiosk-check-in.js").then((m) => m.KioskCheckIn), kioskCheckInCatalog);
