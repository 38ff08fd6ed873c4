/** The name of a meeting method (spec section 4: 1 in person, 2 phone, 3 video, 4 off site). */
import { Trans } from "@lingui/react/macro";
import { MeetingMethod } from "#contract";

export function MeetingMethodLabel({ method }: { method: number }) {
  switch (method) {
    case MeetingMethod.phone:
      return <Trans>By phone</Trans>;
    case MeetingMethod.video:
      return <Trans>By video</Trans>;
    case MeetingMethod.offSite:
      return <Trans>Off site</Trans>;
    default:
      return <Trans>In person</Trans>;
  }
}
