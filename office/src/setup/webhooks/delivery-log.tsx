/**
 * An endpoint's delivery log, newest first, a page at a time: "Older deliveries" adds the next
 * page (the API's `meta.next_before`) and moves focus to its first entry. Each entry can be sent
 * again; a disabled endpoint's are refused until it is enabled.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { useOffice } from "../../app/office-context.js";
import { FormAlert } from "../../ui/form-alert.js";
import { Loading } from "../../ui/loading.js";
import { StatusMessage } from "../../ui/status-message.js";
import { secondaryButtonStyle } from "../../ui/styles.js";
import { DeliveryEntry } from "./delivery-entry.js";
import { useWebhookFailure } from "./use-webhook-failure.js";
import { type DeliveryLogEntry, readDeliveries, redeliver } from "./webhook-calls.js";

const listStyle = css`
  list-style: none;
  padding: 0;
  margin: 0;
`;

export function DeliveryLog({ endpointId, enabled }: { endpointId: number; enabled: boolean }) {
  const { t } = useLingui();
  const { api } = useOffice();
  const { message } = useWebhookFailure();
  const [deliveries, setDeliveries] = useState<DeliveryLogEntry[]>();
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [said, setSaid] = useState<string>();
  /** The first entry of a page just added, to take focus. */
  const focusId = useRef<number | undefined>(undefined);

  const load = useCallback(
    async (before: number | undefined) => {
      setBusy(true);
      setFailed(undefined);
      const result = await readDeliveries(api, endpointId, before);
      setBusy(false);
      if (!result.ok) return setFailed(message(result.error));
      focusId.current = before === undefined ? undefined : result.data.deliveries[0]?.id;
      setDeliveries((shown) => (before === undefined ? result.data.deliveries : [...(shown ?? []), ...result.data.deliveries]));
      setNextBefore(result.data.nextBefore);
    },
    [api, endpointId, message],
  );
  useEffect(() => {
    void load(undefined);
  }, [load]);

  async function sendAgain(delivery: DeliveryLogEntry) {
    setFailed(undefined);
    setSaid(undefined);
    const result = await redeliver(api, endpointId, delivery.id);
    if (!result.ok) return setFailed(message(result.error));
    setDeliveries((shown) => shown?.map((d) => (d.id === delivery.id ? { ...d, status: "pending", attempts: 0 } : d)));
    setSaid(t`It goes out again in a moment.`);
  }

  return (
    <section aria-labelledby="webhook-log-heading">
      <h2 id="webhook-log-heading">{t`Delivery log`}</h2>
      <p>{t`Newest first. A delivery that failed is tried again on a schedule of about three days; "Send again" starts it over now.`}</p>
      {!enabled ? <p>{t`The endpoint is disabled: enable it to send deliveries again.`}</p> : null}
      <button type="button" css={secondaryButtonStyle} aria-disabled={busy || undefined} onClick={() => !busy && void load(undefined)}>
        {t`Refresh the log`}
      </button>
      <FormAlert id="webhook-log-alert" message={failed} />
      <StatusMessage message={said} />
      {deliveries === undefined ? (
        busy ? (
          <Loading />
        ) : null
      ) : deliveries.length === 0 ? (
        <p>{t`Nothing has been sent to this endpoint yet.`}</p>
      ) : (
        <ol css={listStyle} aria-label={t`Deliveries`}>
          {deliveries.map((delivery) => (
            <DeliveryEntry key={delivery.id} delivery={delivery} takeFocus={focusId.current === delivery.id} onSendAgain={() => sendAgain(delivery)} />
          ))}
        </ol>
      )}
      {nextBefore !== null ? (
        <button type="button" css={secondaryButtonStyle} aria-disabled={busy || undefined} onClick={() => !busy && void load(nextBefore)}>
          {t`Older deliveries`}
        </button>
      ) : null}
    </section>
  );
}
