/**
 * A wait as the lobby board says it, with the form's rules (spec sections 2 and 9): under five
 * minutes reads as five minutes, then "about" the minutes, over 90 minutes hours and minutes.
 * Formatting is the form's own (`formatWait`), so the board and a phone never disagree.
 */
import { Trans } from "@lingui/react/macro";
import { useElementState } from "../../element/element-context.js";
import { formatWait, MIN_SHOWN_WAIT_MINUTES, waitMinutes } from "../../format/wait-time.js";

export function WaitPhrase({ expectedStart }: { expectedStart: string }) {
  const locale = useElementState((s) => s.locale);
  const minutes = waitMinutes(expectedStart);
  const wait = formatWait(minutes, locale);
  return minutes < MIN_SHOWN_WAIT_MINUTES ? wait : <Trans>about {wait}</Trans>;
}
