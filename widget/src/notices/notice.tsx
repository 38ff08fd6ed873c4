/** One entry to the notice screens, so the form's bundle needs a single import of them. */
import type { UnavailableReason } from "#contract";
import type { JoinLocation } from "../api/join-location.js";
import { ClosedWaitText, type ClosedWaitTextProps } from "./closed-wait-text.js";
import { LocationClosedScreen } from "./location-closed-screen.js";
import { NoServiceWarning } from "./no-service-warning.js";
import { NotAvailableScreen } from "./not-available-screen.js";
import { NotSetUpScreen, type SetUpCode } from "./not-set-up-screen.js";
import { OutageNotice } from "./outage-notice.js";
import { ServicesUnavailableScreen, type ServicesUnavailableScreenProps } from "./services-unavailable-screen.js";
import { UnavailableMethodScreen } from "./unavailable-method-screen.js";

export type NoticeProps =
  /** The location restricts callback hours and is closed now. */
  | { kind: "closed"; location: JoinLocation }
  /** The location takes no requests of this meeting method. */
  | ({ kind: "services-unavailable" } & ServicesUnavailableScreenProps)
  /** The vendor takes no callback requests at all. */
  | { kind: "not-available" }
  /** The vendor does not offer the meeting method the link asked for. */
  | { kind: "unavailable-method"; method: number }
  /** The form's service selector has nothing to offer: why. */
  | { kind: "no-service"; reason: UnavailableReason | null }
  /** The form's wait line while the location is closed: when it opens. */
  | ({ kind: "closed-wait" } & ClosedWaitTextProps)
  /** The server could not take the join just now; the form is kept for another try. */
  | { kind: "outage" }
  /** The element cannot start on this page as set up (its origin, its vendor). */
  | { kind: "not-set-up"; code: SetUpCode };

export function Notice(props: NoticeProps) {
  switch (props.kind) {
    case "closed":
      return <LocationClosedScreen location={props.location} />;
    case "services-unavailable":
      return <ServicesUnavailableScreen location={props.location} meetingMethod={props.meetingMethod} showLocationInfo={props.showLocationInfo} />;
    case "not-available":
      return <NotAvailableScreen />;
    case "unavailable-method":
      return <UnavailableMethodScreen method={props.method} />;
    case "no-service":
      return <NoServiceWarning reason={props.reason} />;
    case "closed-wait":
      return <ClosedWaitText location={props.location} show={props.show} expectedStart={props.expectedStart} />;
    case "outage":
      return <OutageNotice />;
    case "not-set-up":
      return <NotSetUpScreen code={props.code} />;
  }
}
