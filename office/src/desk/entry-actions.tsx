/**
 * The buttons of what the person may do to one client now, from the entry's `actions` (the server
 * asks the rules the PATCH asks, so no button leads to a refusal). Each is named by action and
 * client ("Start: Alex Morgan"), so a screen reader tells a line's many Start buttons apart.
 * No-show and cancel cannot be undone and are asked first.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { fullName } from "./client-name.js";
import type { Subject } from "./desk-api.js";
import { useDesk } from "./desk-context.js";
import type { DoneAction } from "./desk-notice.js";
import type { FocusIntent } from "./desk-store.js";
import { secondaryButtonStyle } from "../ui/styles.js";

const ORDER: readonly DoneAction[] = ["check_in", "start", "complete", "serve", "no_show", "cancel"];

export const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0;
`;

export interface EntryActionsProps {
  subject: Subject;
  client: { first_name: string; last_name: string };
  allowed: readonly string[];
  focus: Omit<FocusIntent, "at">;
}

export function EntryActions({ subject, client, allowed, focus }: EntryActionsProps) {
  const { t } = useLingui();
  const { actions } = useDesk();
  const [busy, setBusy] = useState(false);
  const name = fullName(client);
  const labels: Record<DoneAction, { text: string; named: string }> = {
    check_in: { text: t`Check in`, named: t`Check in: ${name}` },
    start: { text: t`Start`, named: t`Start: ${name}` },
    complete: { text: t`Complete`, named: t`Complete: ${name}` },
    serve: { text: t`Mark served`, named: t`Mark served: ${name}` },
    no_show: { text: t`No-show`, named: t`No-show: ${name}` },
    cancel: { text: t`Cancel`, named: t`Cancel: ${name}` },
  };
  const confirmations: Partial<Record<DoneAction, string>> = {
    no_show: t`Mark ${name} as a no-show?`,
    cancel: subject.type === "appointments" ? t`Cancel ${name}'s appointment? The client is told.` : t`Cancel ${name}'s place in line?`,
  };
  const shown = ORDER.filter((action) => allowed.includes(action));
  if (!shown.length) return null;
  return (
    <div css={actionsStyle}>
      {shown.map((action) => (
        <button
          key={action}
          type="button"
          css={secondaryButtonStyle}
          aria-label={labels[action].named}
          aria-disabled={busy || undefined}
          onClick={async () => {
            if (busy) return;
            const question = confirmations[action];
            if (question && !window.confirm(question)) return;
            setBusy(true);
            await actions.act(subject, action, client, focus);
            setBusy(false);
          }}
        >
          {labels[action].text}
        </button>
      ))}
    </div>
  );
}
