/**
 * "Current waits": each walk-in service with the wait for someone who joins now, or the form's
 * "No walk-ins currently" when nobody on duty serves it. Hidden when the vendor hides waits.
 */
import { Trans } from "@lingui/react/macro";
import type { LobbyBoardAttributes } from "#contract";
import { WaitPhrase } from "./wait-phrase.js";

export function ServiceWaits({ services }: { services: LobbyBoardAttributes["services"] }) {
  if (!services.length) return null;
  return (
    <section className="qb-tv-services" aria-labelledby="qb-tv-services-title">
      <h2 id="qb-tv-services-title">
        <Trans>Current waits</Trans>
      </h2>
      <dl>
        {services.map((service) => (
          <div key={service.id}>
            <dt lang={service.text_lang?.name}>{service.name}</dt>
            <dd>{service.expected_start === null ? <Trans>No walk-ins currently</Trans> : <WaitPhrase expectedStart={service.expected_start} />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
