/**
 * The wait-time line under the service selector (the shared `WaitEstimateLine`), announced
 * politely since it changes when the service changes. While the location is closed, the notices
 * chunk says when it opens instead (notices/closed-wait-text.tsx).
 */
import type { JoinLocation } from "../../api/join-location.js";
import { NoticeScreen } from "../../notices/notice-screens.js";
import { WaitEstimateLine } from "../../ui/wait-estimate-line.js";

export interface WaitTimeTextProps {
  /** The vendor's show_wait_time: without it only a closed location's opening is told. */
  show: boolean;
  loading: boolean;
  /** The service's expected start, or undefined when it has none. */
  expectedStart: string | undefined;
  /** The form's location: while it is closed, the line says when it opens. */
  location?: JoinLocation;
}

export function WaitTimeText({ show, loading, expectedStart, location }: WaitTimeTextProps) {
  if (!loading && location && !location.is_currently_open)
    return <NoticeScreen kind="closed-wait" location={location} show={show} expectedStart={expectedStart} />;
  if (!show) return null;
  return <WaitEstimateLine loading={loading} expectedStart={expectedStart} />;
}
