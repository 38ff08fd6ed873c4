/**
 * Where one is signed in: each session's browser, address and when it was last used, with "Sign
 * out" for each (this browser's signs out here). Ending another session says so and puts focus
 * on the list's heading, since the button that had it is gone.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { OfficeSessionListing } from "#contract";
import { endSession } from "../../api/office-calls.js";
import { useOffice } from "../../app/office-context.js";
import { useSignOut } from "../../shell/use-sign-out.js";
import { FormAlert } from "../../ui/form-alert.js";
import { Loading } from "../../ui/loading.js";
import { StatusMessage } from "../../ui/status-message.js";
import { cardStyle, MUTED, secondaryButtonStyle } from "../../ui/styles.js";
import { useFailureMessage } from "../../ui/use-failure-message.js";
import { describeBrowser } from "./describe-browser.js";
import { useSessions } from "./use-sessions.js";

const listStyle = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.75rem 0;
    border-top: 1px solid #dadce0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .facts {
    color: ${MUTED};
  }
`;

function useSessionName(): (session: OfficeSessionListing) => string {
  const { t } = useLingui();
  return (session) => {
    const { browser, system } = describeBrowser(session.user_agent);
    if (browser && system) return t`${browser} on ${system}`;
    return browser ?? system ?? t`Unknown browser`;
  };
}

export function SessionList({ version }: { version: number }) {
  const { t, i18n } = useLingui();
  const { api } = useOffice();
  const { state, remove } = useSessions(version);
  const { signOut } = useSignOut();
  const failureMessage = useFailureMessage();
  const nameOf = useSessionName();
  const [said, setSaid] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });

  async function end(session: OfficeSessionListing) {
    setSaid(undefined);
    setAlert(undefined);
    if (session.current) return signOut();
    const result = await endSession(api, session.id);
    if (!result.ok && result.error.status !== 404) return setAlert(failureMessage(result.error));
    const name = nameOf(session);
    remove(session.id);
    setSaid(t`Signed out of ${name}.`);
    headingRef.current?.focus();
  }

  return (
    <section css={cardStyle} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" ref={headingRef} tabIndex={-1}>
        {t`Where you are signed in`}
      </h2>
      <FormAlert id="sessions-alert" message={alert} />
      <StatusMessage message={said} />
      {state.status === "loading" ? <Loading /> : null}
      {state.status === "failed" ? <p>{failureMessage(state.failure)}</p> : null}
      {state.status === "ready" ? (
        <ul css={listStyle}>
          {state.sessions.map((session) => {
            const name = nameOf(session);
            const address = session.address;
            const lastUsed = when.format(new Date(session.last_seen_at));
            return (
              <li key={session.id}>
                <div>
                  <p>
                    <strong>{name}</strong>
                    {session.current ? ` ${t`(this browser)`}` : ""}
                  </p>
                  <p className="facts">{t`Address ${address} · last used ${lastUsed}`}</p>
                </div>
                <button type="button" css={secondaryButtonStyle} aria-label={t`Sign out: ${name}, ${address}`} onClick={() => void end(session)}>
                  {t`Sign out`}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
