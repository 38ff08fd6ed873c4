/**
 * Offers a browser notification for the moment the client's turn comes. Permission can only be
 * asked from a click, so this is a button; it disappears once the person has decided.
 */
import { Trans } from "@lingui/react/macro";
import { useState } from "react";

type Permission = "default" | "granted" | "denied" | "unsupported";

const currentPermission = (): Permission => (typeof Notification === "undefined" ? "unsupported" : Notification.permission);

export function NotifyOffer() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  if (permission === "granted") {
    return (
      <p className="qb-manage-note" role="status">
        <Trans>We will also notify you in this browser when it is your turn.</Trans>
      </p>
    );
  }
  if (permission !== "default") return null;
  return (
    <button
      type="button"
      className="qb-button qb-secondary qb-notify-offer"
      onClick={() => void Notification.requestPermission().then(setPermission, () => setPermission(currentPermission()))}
    >
      <Trans>Notify me in this browser when it is my turn</Trans>
    </button>
  );
}
