/**
 * "Next in line": the waiting clients in line order with their service and, when the vendor
 * shows waits, each one's estimate ("Up next" once it reaches zero). The rest of a long line is
 * counted, not listed.
 */
import { Plural, Trans } from "@lingui/react/macro";
import type { LobbyBoard } from "#contract";
import { waitMinutes } from "../../format/wait-time.js";
import { ClientLabel } from "./client-label.js";
import { WaitPhrase } from "./wait-phrase.js";

/** As many rows as read well at 1280×720; the line's length is said below them. */
export const WAITING_SHOWN = 7;

export function WaitingList({ board }: { board: LobbyBoard }) {
  const { waiting, show_wait_time: showWait } = board.data.attributes;
  const shown = waiting.slice(0, WAITING_SHOWN);
  const more = board.meta.waiting_total - shown.length;
  return (
    <section className="qb-tv-waiting" aria-labelledby="qb-tv-waiting-title">
      <h2 id="qb-tv-waiting-title">
        <Trans>Next in line</Trans>
      </h2>
      {shown.length === 0 ? (
        <p className="qb-tv-empty">
          <Trans>Nobody is waiting right now.</Trans>
        </p>
      ) : (
        <ol>
          {shown.map((entry) => (
            <li key={entry.id}>
              <span className="qb-tv-position" aria-hidden="true">
                {entry.position}
              </span>
              <span className="qb-tv-name">
                <ClientLabel client={entry.client} />
              </span>
              <span className="qb-tv-detail" lang={entry.service.text_lang?.name}>
                {entry.service.name}
              </span>
              {showWait && entry.expected_start !== null ? (
                <span className="qb-tv-wait">
                  {waitMinutes(entry.expected_start) === 0 ? <Trans>Up next</Trans> : <WaitPhrase expectedStart={entry.expected_start} />}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {more > 0 ? (
        <p className="qb-tv-more">
          <Plural value={more} one="and # more person waiting" other="and # more people waiting" />
        </p>
      ) : null}
    </section>
  );
}
