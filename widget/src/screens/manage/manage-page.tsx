/**
 * The confirmation / manage page (spec section 2): a generic screen when the id and code do
 * not match, the cancelled screen, or the cards — wait time, location instructions,
 * appointment details and, while waiting, the changes card.
 */
import { Trans } from "@lingui/react/macro";
import { QueueStatus } from "../../contract/index.js";
import { useElement, useElementState } from "../../element/element-context.js";
import { ErrorScreen } from "../error/error-screen.js";
import { AppointmentDetailsCard } from "./appointment-details-card.js";
import { CancelledScreen } from "./cancelled-screen.js";
import { ChangesCard } from "./changes-card.js";
import { InstructionsCard } from "./instructions-card.js";
import { manageStyles } from "./manage-styles.js";
import { useManageAppointment } from "./use-manage-appointment.js";
import { WaitTimeCard } from "./wait-time-card.js";

export function ManagePage() {
  const state = useManageAppointment();
  const { attributes: elementAttributes } = useElement();
  const mode = useElementState((s) => s.route.query.mode);
  const showWaitTime = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings.show_wait_time : true));
  if (state.status === "loading") {
    return (
      <p role="status" className="qb-loading">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (state.status === "missing") return <ErrorScreen kind="not-found" />;
  const { appointment } = state;
  const { status } = appointment.attributes;
  if (status === QueueStatus.cancelled) return <CancelledScreen appointment={appointment} />;
  const kiosk = (mode ?? elementAttributes.mode) === "kiosk";
  const completed = status === QueueStatus.completed;
  return (
    <div css={manageStyles} className="qb-manage">
      {status === QueueStatus.waiting || status === QueueStatus.inProgress ? (
        <WaitTimeCard expectedStart={appointment.attributes.expected_start} showWait={showWaitTime && !completed} />
      ) : null}
      {!completed && appointment.location.instructions ? <InstructionsCard text={appointment.location.instructions} /> : null}
      <AppointmentDetailsCard appointment={appointment} />
      {status === QueueStatus.waiting && !kiosk ? <ChangesCard onCancel={state.cancel} /> : null}
    </div>
  );
}
