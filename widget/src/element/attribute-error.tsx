/** Shown instead of the flow when the element's attributes are invalid, naming the attributes. */
import { Trans } from "@lingui/react/macro";

export function AttributeError({ issues }: { issues: string[] }) {
  const names = [...new Set(issues.filter(Boolean))].map((n) => n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join(", ");
  return (
    <div role="alert">
      <p>
        <Trans>This booking widget is not set up correctly.</Trans>
      </p>
      {names ? (
        <p>
          <Trans>Please check these attributes: {names}</Trans>
        </p>
      ) : null}
    </div>
  );
}
