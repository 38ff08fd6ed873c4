/**
 * The lobby board (`mode=tv`) loads as its own chunk: no client filling in the form should
 * download it. Its catalog is loaded by the page itself, so the entry holds only this import.
 */
import { lazyScreen } from "../../chunks/lazy-screen.js";
import type { TvPageProps } from "./tv-page.js";

export const TvScreen = lazyScreen<TvPageProps>(() => import("./tv-page.js").then((m) => m.TvPage));
