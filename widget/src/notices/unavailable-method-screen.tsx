/** The vendor does not offer the meeting method the link asked for (video, phone…). */
import { Trans } from "@lingui/react/macro";
import { MeetingMethod } from "#contract";

export function UnavailableMethodScreen({ method }: { method: number }) {
  return (
    <section>
      <h1>
        {method === MeetingMethod.video ? (
          <Trans>Video callbacks are not available</Trans>
        ) : method === MeetingMethod.phone ? (
          <Trans>Phone callbacks are not available</Trans>
        ) : (
          <Trans>This way of meeting is not available</Trans>
        )}
      </h1>
      <p>
        <Trans>Please choose another way to reach us.</Trans>
      </p>
    </section>
  );
}
