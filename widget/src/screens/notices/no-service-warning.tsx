/**
 * Spec section 2: when no service can be joined, a warning alert says why (in place of the
 * form's service selector). Rare — a private location, or a line that lost its staff while the
 * client was filling in the form — so it lives in the notices chunk.
 */
import { Trans } from "@lingui/react/macro";
import type { UnavailableReason } from "../../contract/index.js";

export function NoServiceWarning({ reason }: { reason: UnavailableReason | null }) {
  let text;
  switch (reason) {
    case "private_location":
      text = <Trans>This location is private and you cannot join the line here</Trans>;
      break;
    case "no_staff_in_person":
      text = <Trans>No staff are available to serve you in person right now</Trans>;
      break;
    case "no_staff_phone":
      text = <Trans>No staff are available for phone callbacks right now</Trans>;
      break;
    case "no_staff_video":
      text = <Trans>No staff are available for video callbacks right now</Trans>;
      break;
    default:
      text = <Trans>No services are available here right now</Trans>;
  }
  return (
    <p role="alert" className="qb-warning">
      {text}
    </p>
  );
}
