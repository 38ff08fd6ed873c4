/** Placeholder until the location picker lands: lists nothing yet. */
import { Trans } from "@lingui/react/macro";

export function LocationSelectScreen() {
  return (
    <h1>
      <Trans>Select a Location</Trans>
    </h1>
  );
}
