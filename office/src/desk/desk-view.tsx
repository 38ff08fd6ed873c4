/**
 * The desk: the location chosen by typing, its line live, call next, the day's appointments and
 * who is on duty, in the location's time with its zone named. It reads who is signed in and
 * where they may work (staff: their locations; managers and up: every one), follows the chosen
 * location's live channel and reads everything again once a minute in case that is down.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef } from "react";
import { createDeskActions } from "./desk-actions.js";
import type { DeskApi } from "./desk-api.js";
import { DeskContext, type DeskContextValue } from "./desk-context.js";
import { DeskAlert, DeskAnnouncer } from "./desk-messages.js";
import { createDeskRefresher } from "./desk-refresh.js";
import { createDeskStore } from "./desk-store.js";
import { DeskToolbar } from "./desk-toolbar.js";
import { DayView } from "./day-view.js";
import { DeskWhere } from "./desk-where.js";
import { LineList } from "./line-list.js";
import { followLocation } from "./live-channel.js";
import { StaffPresence } from "./staff-presence.js";

const MINUTE_MS = 60_000;

const style = css`
  box-sizing: border-box;
  max-width: 64rem;
  min-width: 0;
  overflow-wrap: break-word;
  .desk-announcer {
    min-height: 1.5em;
    margin: 0.5rem 0;
  }
  /* The line beside the day where the screen's own width allows two readable columns, else one under the other. */
  .columns {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
    gap: 0 1.5rem;
  }
`;

export interface DeskViewProps {
  api: DeskApi;
  /** The `/live` address for the vendor (live-channel.ts `liveUrl`); undefined: reads once a minute only. */
  liveUrl: string | undefined;
  createSocket?(url: string): WebSocket;
}

export function DeskView({ api, liveUrl, createSocket }: DeskViewProps) {
  const { t, i18n } = useLingui();
  const desk = useMemo<DeskContextValue>(() => {
    const store = createDeskStore();
    const refresher = createDeskRefresher(store, api);
    return { store, api, actions: createDeskActions(store, api, refresher), locale: i18n.locale, refresher };
  }, [api, i18n.locale]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Arriving on the desk (after signing in, or from another screen), focus starts at its heading.
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
    void desk.actions.begin();
    const minute = setInterval(() => void desk.refresher.refresh(), MINUTE_MS);
    return () => {
      clearInterval(minute);
      desk.refresher.stop();
    };
  }, [desk]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    const follow = (locationId: number | undefined) => {
      stop?.();
      stop = undefined;
      if (locationId === undefined || !liveUrl) return;
      stop = followLocation({
        url: liveUrl,
        locationId,
        createSocket,
        onChange: desk.refresher.schedule,
        onState: (live) => desk.store.setState({ live }),
      });
    };
    follow(desk.store.getState().locationId);
    const unsubscribe = desk.store.subscribe((state, previous) => {
      if (state.locationId !== previous.locationId) follow(state.locationId);
    });
    return () => {
      unsubscribe();
      stop?.();
    };
  }, [desk, liveUrl, createSocket]);

  return (
    <DeskContext.Provider value={desk}>
      <div css={style}>
        <h1 ref={heading} tabIndex={-1}>{t`Desk`}</h1>
        <DeskAlert onDismissed={() => heading.current?.focus()} />
        <DeskWhere />
        <DeskAnnouncer />
        <DeskToolbar />
        <div className="columns">
          <LineList />
          <div>
            <DayView />
            <StaffPresence />
          </div>
        </div>
      </div>
    </DeskContext.Provider>
  );
}
