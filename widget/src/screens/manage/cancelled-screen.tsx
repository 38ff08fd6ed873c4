/** The cancelled appointment (spec section 2): a title and a book-another button. */
import { Trans } from "@lingui/react/macro";
import { BookAnotherButton } from "./book-another-button.js";
import type { ManageAppointment } from "./manage-appointment.js";

export function CancelledScreen({ appointment }: { appointment: ManageAppointment }) {
  return (
    <section className="qb-manage-cancelled">
      <h1>
        <Trans>This appointment has been cancelled</Trans>
      </h1>
      <BookAnotherButton attributes={appointment.attributes} />
    </section>
  );
}
