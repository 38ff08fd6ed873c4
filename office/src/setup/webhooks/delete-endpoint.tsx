/**
 * "Delete this endpoint", asked again in the page (what goes, that it cannot be undone, "Delete
 * for good" and "Keep it") with focus on the question, and back on the button after "Keep it".
 * Once deleted, the list of endpoints opens.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useOffice } from "../../app/office-context.js";
import { useGo } from "../../app/use-go.js";
import { FormAlert } from "../../ui/form-alert.js";
import { buttonStyle, secondaryButtonStyle } from "../../ui/styles.js";
import { useFocusOnArrival } from "../../ui/use-focus-on-arrival.js";
import { setupPath } from "../setup-paths.js";
import { useWebhookFailure } from "./use-webhook-failure.js";
import { deleteEndpoint } from "./webhook-calls.js";

export function DeleteEndpoint({ endpointId }: { endpointId: number }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!asking && asked.current) openRef.current?.focus();
    asked.current = asking;
  }, [asking]);
  return (
    <section aria-labelledby="webhook-delete-heading">
      <h2 id="webhook-delete-heading">{t`Delete`}</h2>
      {asking ? (
        <DeleteConfirmation endpointId={endpointId} onCancel={() => setAsking(false)} />
      ) : (
        <button type="button" ref={openRef} css={secondaryButtonStyle} onClick={() => setAsking(true)}>
          {t`Delete this endpoint`}
        </button>
      )}
    </section>
  );
}

function DeleteConfirmation({ endpointId, onCancel }: { endpointId: number; onCancel(): void }) {
  const { t } = useLingui();
  const { api } = useOffice();
  const { go } = useGo();
  const { message } = useWebhookFailure();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  async function remove() {
    if (busy) return;
    setBusy(true);
    setFailed(undefined);
    const result = await deleteEndpoint(api, endpointId);
    setBusy(false);
    if (result.ok) go(setupPath("webhooks"), { replace: true });
    else setFailed(message(result.error));
  }
  return (
    <section aria-labelledby="webhook-delete-confirm" aria-describedby="webhook-delete-text">
      <h3 id="webhook-delete-confirm" ref={heading} tabIndex={-1}>
        {t`Delete this endpoint?`}
      </h3>
      <p id="webhook-delete-text">{t`It gets no more events, and its delivery log goes with it. This cannot be undone.`}</p>
      <button type="button" css={buttonStyle} aria-disabled={busy || undefined} onClick={() => void remove()}>
        {t`Delete for good`}
      </button>{" "}
      <button type="button" css={secondaryButtonStyle} onClick={onCancel}>
        {t`Keep it`}
      </button>
      <FormAlert id="webhook-delete-alert" message={failed} />
    </section>
  );
}
