/**
 * `mode=tv`: the lobby board of the location the route names (`/callback-service/{id}` or the
 * `location` attribute). Without one, whoever sets up the screen picks the location from the
 * usual picker (given by the app, `locationPicker`), which keeps the query (and so `mode=tv`)
 * on its way to the board. The board's
 * texts come from its own catalog, loaded here so the element's first download carries none of
 * them.
 */
import { Global } from "@emotion/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useElementState } from "../../element/element-context.js";
import type { I18n } from "@lingui/core";
import type { Locale } from "#contract";
import { loadAreaCatalog, useAreaCatalog } from "../../i18n/area-catalog.js";
import { screenFor } from "../../routing/route.js";
import { ErrorScreen } from "../../ui/error-screen.js";
import { LobbyBoardView } from "./lobby-board-view.js";
import { tvCatalog } from "./tv-catalog.js";
import { tvStyles } from "./tv-styles.js";
import { useLobbyBoard } from "./use-lobby-board.js";

function Loading() {
  return (
    <p role="status" className="qb-loading">
      <Trans>Loading…</Trans>
    </p>
  );
}

/** The board's texts, had before a painted board is taken over (`app/first-screen-preload.ts`). */
export async function preloadTvTexts(i18n: I18n): Promise<void> {
  await loadAreaCatalog(i18n, tvCatalog, i18n.locale as Locale);
}

export interface TvPageProps {
  /** The location picker, shown until the screen is given a location. */
  locationPicker: ReactNode;
}

export function TvPage({ locationPicker }: TvPageProps) {
  const texts = useAreaCatalog(tvCatalog);
  const screen = screenFor(useElementState((s) => s.route.path));
  if (texts === "failed") return <ErrorScreen kind="error" />;
  if (texts === "loading") return <Loading />;
  return (
    <>
      <Global styles={tvStyles} />
      {screen.name === "form" ? (
        <Board key={screen.locationId} locationId={screen.locationId} />
      ) : (
        <>
          <p className="qb-tv-setup">
            <Trans>Choose the location whose line this screen shows.</Trans>
          </p>
          {locationPicker}
        </>
      )}
    </>
  );
}

function Board({ locationId }: { locationId: number }) {
  const state = useLobbyBoard(locationId);
  if (state.status === "loading") return <Loading />;
  if (state.status === "failed") {
    return (
      <section className="qb-tv-failed" role="alert">
        <h1>{state.code === "location_not_found" ? <Trans>This location has no lobby board</Trans> : <Trans>The line cannot be shown right now</Trans>}</h1>
        <p>
          {state.code === "location_not_found" ? <Trans>Check the location set for this screen.</Trans> : <Trans>This screen tries again by itself.</Trans>}
        </p>
      </section>
    );
  }
  return <LobbyBoardView board={state.board} stale={state.stale} />;
}
