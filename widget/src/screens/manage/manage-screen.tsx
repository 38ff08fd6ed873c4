/** Placeholder until the confirmation and manage page lands (a later issue). */
import { Trans } from "@lingui/react/macro";

export function ManageScreen() {
  return (
    <h1>
      <Trans>Your request has been added</Trans>
    </h1>
  );
}
