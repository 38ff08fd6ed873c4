/**
 * The vendor's webhook endpoints: each one's address (a link to it), description, events and
 * whether it is enabled, or why and since when the server disabled it; and "Add an endpoint".
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useGo } from "../../app/use-go.js";
import { Loading } from "../../ui/loading.js";
import { ERROR, MUTED } from "../../ui/styles.js";
import { setupPath } from "../setup-paths.js";
import { ReadFailed } from "./read-failed.js";
import { listEndpoints } from "./webhook-calls.js";
import { useEndpointState, useEventName } from "./use-webhook-words.js";
import { useWebhookRead } from "./use-webhook-read.js";

const listStyle = css`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: 0.75rem 0;
    border-bottom: 1px solid #dadce0;
  }
  p {
    margin: 0.25rem 0 0;
  }
  .muted {
    color: ${MUTED};
  }
  .off {
    color: ${ERROR};
    font-weight: 600;
  }
`;

export function EndpointList() {
  const { t } = useLingui();
  const { linkProps } = useGo();
  const eventName = useEventName();
  const stateOf = useEndpointState();
  const { state, reload } = useWebhookRead(listEndpoints);
  return (
    <>
      <h1>{t`Webhooks`}</h1>
      <p>{t`Your own systems (a CRM, a ticketing board, a data warehouse) hear what happens to visits and appointments as it happens: each event is posted, signed, to the addresses listed here.`}</p>
      <p>
        <a {...linkProps(setupPath("webhooks", "new"))}>{t`Add an endpoint`}</a>
      </p>
      {state.status === "loading" ? <Loading /> : null}
      {state.status === "failed" ? <ReadFailed id="webhooks-alert" failure={state.failure} onRetry={() => void reload()} /> : null}
      {state.status === "ready" && state.data.length === 0 ? <p>{t`No endpoints yet.`}</p> : null}
      {state.status === "ready" && state.data.length > 0 ? (
        <ul css={listStyle} aria-label={t`Endpoints`}>
          {state.data.map((endpoint) => (
            <li key={endpoint.id}>
              <a {...linkProps(setupPath("webhooks", String(endpoint.id)))}>{endpoint.url}</a>
              {endpoint.description ? <p>{endpoint.description}</p> : null}
              <p className="muted">{endpoint.events.map(eventName).join(", ")}</p>
              <p className={endpoint.enabled ? undefined : "off"}>{stateOf(endpoint)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
