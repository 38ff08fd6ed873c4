/**
 * The location selection screen (spec section 2), on `/callback-service` when no location is
 * chosen and on `current path + /location`. The picker and its texts are chunks of their own:
 * an element opened on a location's form never downloads them, which keeps the form within its
 * download budget.
 */
import { lazyScreen } from "../../chunks/lazy-screen.js";
import { locationSelectCatalog } from "./location-select-catalog.js";

export const LocationSelectScreen = lazyScreen(() => import("./location-picker.js").then((m) => m.LocationPicker), locationSelectCatalog);
