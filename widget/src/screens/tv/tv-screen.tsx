/**
 * The lobby board (`mode=tv`) loads as its own chunk: no client filling in the form should
 * download it. Its catalog is loaded by the page itself, so the entry holds only this import
 * and the board's frame styles (the header's size), which must hold from the first paint.
 */
import { Global } from "@emotion/react";
import type { I18n } from "@lingui/core";
import { lazyScreen } from "../../chunks/lazy-screen.js";
import type { TvPageProps } from "./tv-page.js";
import { tvFrameStyles } from "./tv-frame-styles.js";

const TvPage = lazyScreen<TvPageProps>(() => import("./tv-page.js").then((m) => m.TvPage));

export function TvScreen(props: TvPageProps) {
  return (
    <>
      <Global styles={tvFrameStyles} />
      <TvPage {...props} />
    </>
  );
}

/**
 * The board's code and texts, had before it first renders (`app/first-screen-preload.ts`); the
 * texts through the board's own chunk, so their imports stay out of the entry.
 */
TvScreen.preload = async (i18n: I18n): Promise<void> => {
  await TvPage.preload(i18n);
  await import("./tv-page.js").then((m) => m.preloadTvTexts(i18n));
};
