/** Shown instead of the flow when the element's attributes are invalid, naming the attributes. */
import { Trans } from "@lingui/react/macro";

/** The attributes' names as written in HTML (`meetingMethod` → `meeting-method`), each once. */
export function invalidAttributeNames(paths: string[]): string[] {
  return [...new Set(paths.filter(Boolean))].map((n) => n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
}

export function AttributeError({ names: list }: { names: string[] }) {
  const names = list.join(", ");
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
