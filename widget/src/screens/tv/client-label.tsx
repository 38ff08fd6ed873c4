/**
 * A client as the lobby board names them: first name and last initial ("Maria G."), or the
 * first name alone when they gave no last name. The server never sends more than that.
 */
import { Trans } from "@lingui/react/macro";
import type { LobbyBoardAttributes } from "#contract";

type LobbyClient = LobbyBoardAttributes["waiting"][number]["client"];

export function ClientLabel({ client }: { client: LobbyClient }) {
  const firstName = client.first_name;
  const lastInitial = client.last_initial;
  if (!lastInitial) return <>{firstName}</>;
  return (
    <Trans comment="A client on the lobby board: first name, then the first letter of the last name">
      {firstName} {lastInitial}.
    </Trans>
  );
}
