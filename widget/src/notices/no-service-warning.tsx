/**
 * Spec section 2: when no service can be joined, a warning alert says why, at the top of the
 * form in place of its service selector: a private location, or nobody on duty in person, by
 * phone or by video (then also that a later try or another way will do). Rare, so it lives in
 * the notices chunk.
 */
import { Trans } from "@lingui/react/macro";
import type { UnavailableReason } from "#contract";

export function NoServiceWarning({ reason }: { reason: UnavailableReason | null }) {
  let text;
  // Nobody on duty is for now, unlike a method not offered: say what the client can do.
  const noStaff = reason === "no_staff_in_person" || reason === "no_staff_phone" || reason === "no_staff_video";
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
    <div role="alert" className="qb-warning">
      <p>{text}</p>
      {noStaff ? (
        <p>
          <Trans>Please try again later or choose another way to be served.</Trans>
        </p>
      ) : null}
    </div>
  );
}
