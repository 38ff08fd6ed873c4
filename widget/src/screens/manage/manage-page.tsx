/**
 * The confirmation / manage page (spec section 2): a generic screen when the id and code do
 * not match, the cancelled screen, or the cards — wait time, location instructions,
 * appointment details, feedback once completed, and while waiting the changes card. It stays
 * live while the appointment is waiting or being served.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { QueueStatus } from "#contract";
import { useElementState } from "../../element/element-context.js";
import { useRememberedVisit } from "../../routing/use-remembered-visit.js";
import { useKioskConfirmationReset } from "../../kiosk/use-kiosk-confirmation-reset.js";
import { useKioskSession } from "../../kiosk/use-kiosk-session.js";
import { ChangeAnnouncement } from "../../ui/change-announcement.js";
import { ErrorScreen } from "../../ui/error-screen.js";
import { KioskConfirmationHold } from "../../kiosk/timeout/kiosk-confirmation-hold.js";
import { AppointmentDetailsCard } from "./appointment-details-card.js";
import { BookAnotherButton } from "./book-another-button.js";
import { CancelledScreen } from "./cancelled-screen.js";
import { ChangesCard } from "./changes-card.js";
import { FeedbackCard } from "./feedback-card.js";
import { InstructionsCard } from "./instructions-card.js";
import { manageStyles } from "./manage-styles.js";
import { NotifyOffer } from "./notify-offer.js";
import { useManageAppointment } from "./use-manage-appointment.js";
import { useTurnAlert } from "./use-turn-alert.js";
import { VisitEndedCard } from "./visit-ended-card.js";
import { WaitTimeCard } from "./wait-time-card.js";

export function ManagePage() {
  const state = useManageAppointment();
  const { t } = useLingui();
  const session = useKioskSession();
  const kiosk = session.kiosk;
  const settings = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings : null));
  const status = state.status === "ready" ? state.appointment.attributes.status : 0;
  const serviceName = state.status === "ready" ? state.appointment.serviceName : "";
  const locationId = state.status === "ready" ? state.appointment.attributes.location_id : undefined;
  useTurnAlert(status, { title: t`It's your turn`, body: serviceName });
  // Until it ends, a reload of a vendor's page comes back to this visit.
  useRememberedVisit(state.status === "ready" ? status !== QueueStatus.waiting && status !== QueueStatus.inProgress : undefined);
  // The kiosk shows the confirmation for a moment, then gets ready for the next person.
  const kioskReset = useKioskConfirmationReset(session.resets && state.status === "ready", session.confirmationResetMs, locationId);

  if (state.status === "loading") {
    return (
      <p role="status" className="qb-loading">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (state.status === "missing") return <ErrorScreen kind="not-found" />;
  const { appointment } = state;
  if (status === QueueStatus.cancelled) return <CancelledScreen appointment={appointment} />;
  const completed = status === QueueStatus.completed;
  const waiting = status === QueueStatus.waiting;
  const feedbackOffered = completed && !appointment.attributes.feedback_given && Boolean(settings?.show_queue_appointment_feedback);
  // Under the title while waiting (the title takes focus): read before the details it keeps.
  const hold = session.resets ? <KioskConfirmationHold reset={kioskReset} /> : null;
  const live = waiting || status === QueueStatus.inProgress;
  // A visit that ends with the page open (staff mark it served or missed) swaps the title and
  // may add the feedback card wherever the client's focus is: said politely, as the new title.
  const ended = [completed ? t`Your visit is complete` : t`We missed you`, feedbackOffered ? t`How was your visit?` : ""].join(" ").trim();
  return (
    <div css={manageStyles} className="qb-manage">
      <ChangeAnnouncement on={live ? "live" : "ended"} text={live ? "" : ended} replacesTitle />
      {live ? (
        <WaitTimeCard attributes={appointment.attributes} opening={appointment.location.opening} showWait={settings?.show_wait_time ?? true}>
          {waiting && !kiosk ? <NotifyOffer /> : null}
          {waiting ? hold : null}
        </WaitTimeCard>
      ) : (
        <VisitEndedCard status={status} bookAnother={<BookAnotherButton attributes={appointment.attributes} />} />
      )}
      {waiting ? null : hold}
      {!completed && appointment.location.instructions ? (
        <InstructionsCard text={appointment.location.instructions} lang={appointment.location.lang.instructions} />
      ) : null}
      <AppointmentDetailsCard appointment={appointment} kiosk={kiosk} />
      {feedbackOffered ? <FeedbackCard appointment={appointment} /> : null}
      {waiting && !kiosk ? <ChangesCard appointment={appointment} canConvert={Boolean(settings?.modern_client_view)} onCancel={state.cancel} /> : null}
    </div>
  );
}
