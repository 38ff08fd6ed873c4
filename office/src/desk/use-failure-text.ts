/**
 * A failure in the person's words: the staff API's codes the desk meets, each translated; a code
 * it has no words for says so plainly rather than showing the server's English.
 */
import { useLingui } from "@lingui/react/macro";
import type { DeskFailure } from "./desk-notice.js";

export function useFailureText(): (failure: DeskFailure) => string {
  const { t } = useLingui();
  return (failure) => {
    switch (failure.code) {
      case "network_error":
        return t`The server cannot be reached. Check the connection; the desk tries again by itself.`;
      case "unauthorized":
        return t`Your session has ended. Sign in again.`;
      case "forbidden":
        return t`You may not do that here.`;
      case "already_serving":
        return t`You are already serving someone. Complete that visit first.`;
      case "nobody_waiting":
        return t`Nobody you can serve is waiting.`;
      case "illegal_transition":
        return t`Someone else changed this client a moment ago. The desk shows them as they are now.`;
      case "slot_taken":
        return t`That time is taken. Choose another.`;
      case "not_in_person":
        return t`Only in-person appointments are checked in.`;
      case "already_checked_in":
        return t`This client is already checked in.`;
      case "appointment_not_confirmed":
        return t`This appointment is no longer booked.`;
      case "not_found":
        return t`This client or location is no longer there.`;
      case "validation_failed":
        return t`Some of what was typed is not valid. Check it and try again.`;
      case "rate_limited":
        return t`Too many tries. Wait a moment and try again.`;
      case "csrf_missing":
      case "csrf_invalid":
        return t`The page is out of date. Reload it and try again.`;
      case "bad_response":
        return t`The server's answer was not understood. Reload the page; if it happens again, tell your administrator.`;
      case "no_locations":
        return t`You are not assigned to any location. Ask an admin to add you to one.`;
      default: {
        const status = failure.status;
        return t`Something went wrong (error ${status}). Try again.`;
      }
    }
  };
}
