/**
 * The video part of the details (spec section 2): while waiting, a note that the link comes
 * while they wait; once in progress, the join button and the dial-in number with its PIN for
 * those who cannot join by video.
 */
import { Trans } from "@lingui/react/macro";
import { QueueStatus } from "#contract";
import { telHref } from "../../format/location-links.js";
import type { ManageAttributes } from "./manage-appointment.js";

export function VideoCallDetails({ attributes }: { attributes: Pick<ManageAttributes, "status" | "meeting_link" | "dial_in"> }) {
  if (attributes.status !== QueueStatus.inProgress) {
    return (
      <p className="qb-manage-video-note">
        <Trans>We will send you a link to join the video call while you wait.</Trans>
      </p>
    );
  }
  const { meeting_link: link, dial_in: dialIn } = attributes;
  const international = dialIn?.international ?? "";
  const pin = dialIn?.pin ?? "";
  return (
    <div className="qb-manage-video">
      {link ? (
        <a className="qb-button qb-manage-join" href={link} target="_blank" rel="noopener noreferrer">
          <Trans>Join the video call</Trans>
          <span className="qb-visually-hidden">
            {" "}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      ) : (
        <p>
          <Trans>Your link to join the video call is on its way.</Trans>
        </p>
      )}
      {dialIn ? (
        <p className="qb-manage-dial-in">
          <Trans>
            Or join by phone: <a href={telHref(dialIn.e164)}>{international}</a>
          </Trans>
          {pin ? (
            <>
              {" "}
              <Trans>PIN: {pin}</Trans>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
