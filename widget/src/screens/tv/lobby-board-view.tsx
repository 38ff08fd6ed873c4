/**
 * The lobby board of one location: its name, who is being served, who is next, the current
 * waits and the join code. Nothing on it takes input; it is read from across the room.
 */
import { Trans } from "@lingui/react/macro";
import type { LobbyBoard } from "#contract";
import { JoinCode } from "./join-code.js";
import { ServiceWaits } from "./service-waits.js";
import { ServingList } from "./serving-list.js";
import { WaitingList } from "./waiting-list.js";

export function LobbyBoardView({ board, stale }: { board: LobbyBoard; stale: boolean }) {
  const { location, serving, services, join, show_wait_time: showWait } = board.data.attributes;
  return (
    <div className="qb-tv">
      <div className="qb-tv-head">
        <h1 lang={location.text_lang?.name}>{location.name}</h1>
        {stale ? (
          <p className="qb-tv-stale" role="status">
            <Trans>Live updates are paused. Trying again…</Trans>
          </p>
        ) : null}
      </div>
      <ServingList serving={serving} />
      <WaitingList board={board} />
      {showWait ? <ServiceWaits services={services} /> : null}
      {join ? <JoinCode join={join} /> : null}
    </div>
  );
}
