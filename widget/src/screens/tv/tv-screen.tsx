/**
 * The lobby board (`mode=tv`) loads as its own chunk: no client filling in the form should
 * download it. Its catalog is loaded by the page itself, so the entry holds only this import
 * and the board's frame styles (the header's size), which must hold from the first paint.
 */
import { Global } from "@emotion/react";
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

/** The board's code, had before it first renders (`app/first-screen-preload.ts`). */
TvScreen.preload = TvPage.preload;
