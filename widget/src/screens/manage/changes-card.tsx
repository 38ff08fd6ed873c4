/**
 * The changes card, only while waiting and not in kiosk mode (spec section 2, card 5): cancel
 * behind its confirmation dialog and, for vendors with the modern client view, the "tired of
 * waiting?" offer to turn the spot into an appointment. The spot is given up only when that
 * booking is completed, so converting asks in a dialog of its own and then leaves for the
 * booking flow.
 */
import { Trans } from "@lingui/react/macro";
import { useElement, useElementState } from "../../element/element-context.js";
import { vendorPrefix } from "../../routing/route.js";
import { withVisitParams } from "#contract";
import { ConfirmDialog } from "./confirm-dialog.js";
import type { ManageAppointment } from "./manage-appointment.js";
import { useConfirmedAction } from "./use-confirmed-action.js";
import { useConversionUrl } from "./use-conversion-url.js";

export interface ChangesCardProps {
  appointment: ManageAppointment;
  /** The vendor has the modern client view (appointment booking). */
  canConvert: boolean;
  onCancel(): Promise<boolean>;
}

export function ChangesCard({ appointment, canConvert, onCancel }: ChangesCardProps) {
  const { api, attributes, navigate } = useElement();
  const route = useElementState((s) => s.route);
  const conversionUrl = useConversionUrl(appointment.id, appointment.attributes.confirm_code, canConvert);
  const cancel = useConfirmedAction(onCancel);
  const convert = useConfirmedAction(async () => {
    if (!conversionUrl) return false;
    // The server's URL names the booking's choices; the visit (embedded, its utm_*) goes along.
    const target = withVisitParams(new URL(conversionUrl), route.query);
    // An element on a vendor's page keeps the booking flow inside itself, in the URL's hash
    // (where the vendor's `/s/{path}` means nothing: the element names its vendor itself).
    if (attributes.routing === "hash" && target.origin === new URL(api.base).origin) {
      navigate({ path: target.pathname.slice(vendorPrefix(target.pathname).length), query: Object.fromEntries(target.searchParams) });
    } else {
      window.location.assign(target.href);
    }
    return true;
  });

  return (
    <section className="qb-card qb-manage-changes" aria-labelledby="qb-manage-changes">
      <h2 id="qb-manage-changes">
        <Trans>Need to make changes?</Trans>
      </h2>
      {canConvert ? (
        <div className="qb-manage-convert">
          <p>
            <Trans>Tired of waiting? Book an appointment at a time that suits you instead.</Trans>
          </p>
          <button ref={convert.openerRef} type="button" className="qb-button qb-convert-open" disabled={!conversionUrl} onClick={convert.show}>
            <Trans>Convert to Appointment</Trans>
          </button>
        </div>
      ) : null}
      <button ref={cancel.openerRef} type="button" className="qb-button qb-secondary qb-cancel-open" onClick={cancel.show}>
        <Trans>Cancel appointment</Trans>
      </button>
      {cancel.open ? (
        <ConfirmDialog
          question={<Trans>Are you sure you want to cancel this appointment? Cancelling cannot be undone.</Trans>}
          keepLabel={<Trans>Keep appointment</Trans>}
          confirmLabel={<Trans>Cancel appointment</Trans>}
          busy={cancel.busy}
          failed={cancel.failed}
          onKeep={cancel.keep}
          onConfirm={() => void cancel.confirm()}
        />
      ) : null}
      {convert.open ? (
        <ConfirmDialog
          question={<Trans>Convert your spot in line into an appointment?</Trans>}
          detail={<Trans>You keep your place in line until you have booked the appointment.</Trans>}
          keepLabel={<Trans>Stay in line</Trans>}
          confirmLabel={<Trans>Choose a time</Trans>}
          busy={convert.busy}
          failed={convert.failed}
          onKeep={convert.keep}
          onConfirm={() => void convert.confirm()}
        />
      ) : null}
    </section>
  );
}
