/** A path under `/office/` that no screen of the person's role answers. */
import { Trans } from "@lingui/react/macro";
import { useGo } from "../../app/use-go.js";
import { HOME_PATH } from "../../routing/paths.js";

export function NotFoundScreen() {
  const { linkProps } = useGo();
  return (
    <>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>There is no such page in the back office, or your role does not open it.</Trans>
      </p>
      <p>
        <a {...linkProps(HOME_PATH)}>
          <Trans>Go to the start</Trans>
        </a>
      </p>
    </>
  );
}
