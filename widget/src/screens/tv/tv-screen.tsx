/**
 * The lobby board (`mode=tv`) loads as its own chunk: no client filling in the form should
 * download it. Its catalog is loaded by the page itself, so the entry holds only this import.
 */
import { lazyScreen } from "../../app/lazy-screen.js";

export const TvScreen = lazyScreen(() => import("./tv-page.js").then((m) => m.TvPage));
