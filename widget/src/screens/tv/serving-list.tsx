/**
 * "Now serving": the clients in progress, the latest call first, each with the service, who
 * serves them and since when (on the location's clock as the server sends it, with its zone:
 * the screen's browser may sit elsewhere or carry older zone rules). A polite live region: a
 * screen reader in the room hears each new call once.
 */
import { Trans } from "@lingui/react/macro";
import { formatLocalTime, type LobbyBoardAttributes } from "#contract";
import { useElementState } from "../../element/element-context.js";
import { ClientLabel } from "./client-label.js";
import { VendorText } from "../../ui/vendor-text.js";

/** More would not read from across the room; the latest calls are the ones that matter. */
export const SERVING_SHOWN = 3;

export function ServingList({ serving }: { serving: LobbyBoardAttributes["serving"] }) {
  const locale = useElementState((s) => s.locale);
  return (
    <section className="qb-tv-serving" aria-labelledby="qb-tv-serving-title">
      <h2 id="qb-tv-serving-title">
        <Trans>Now serving</Trans>
      </h2>
      <div aria-live="polite">
        {serving.length === 0 ? (
          <p className="qb-tv-empty">
            <Trans>Nobody is being served right now.</Trans>
          </p>
        ) : (
          <ul>
            {serving.slice(0, SERVING_SHOWN).map((visit, index) => {
              const staffName = visit.staff_name;
              const started = visit.started_at_local;
              const since = started ? formatLocalTime(started, locale, { hour: "numeric", minute: "2-digit", timeZoneName: "short" }) : null;
              return (
                <li key={`${visit.client.first_name}-${visit.started_at ?? index}`}>
                  <span className="qb-tv-name">
                    <ClientLabel client={visit.client} />
                  </span>
                  <span className="qb-tv-detail">
                    <VendorText lang={visit.service.text_lang?.name}>{visit.service.name}</VendorText>
                    {staffName ? (
                      <>
                        {" · "}
                        <Trans>with {staffName}</Trans>
                      </>
                    ) : null}
                    {since ? (
                      <>
                        {" · "}
                        <Trans>since {since}</Trans>
                      </>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
