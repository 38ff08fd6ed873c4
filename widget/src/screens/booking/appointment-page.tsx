/**
 * `/book/manage?id=&code=`: a booked appointment, trusted only when its id and code match (the
 * server answers 404 otherwise): its details and what can still be changed, or the cancelled
 * screen with a way to book another.
 */
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { AppointmentStatus, type AppointmentAttributes, type AppointmentDocument } from "../../contract/index.js";
import { useElement, useElementState } from "../../element/element-context.js";
import { BOOK_PATH, visitRoute } from "../../routing/route.js";
import { ErrorScreen } from "../error/error-screen.js";
import { AppointmentActions } from "./appointment-actions.js";
import { AppointmentCard, type AppointmentView } from "./appointment-card.js";
import { Loading } from "./loading.js";
import { StepHeading } from "./step-heading.js";
import { useAppointment } from "./use-booking-api.js";

const text = (value: unknown) => (typeof value === "string" ? value : "");

function toView(document: AppointmentDocument, attributes: AppointmentAttributes): AppointmentView {
  const find = (type: string) => document.included.find((r) => r.type === type)?.attributes ?? {};
  const location = find("locations");
  return {
    attributes,
    serviceName: text(find("services").name),
    location: { name: text(location.name), address: text(location.formatted_address) },
    clientPhone: text(find("clients").cell_phone_formatted),
  };
}

export function AppointmentPage() {
  const { navigate } = useElement();
  const route = useElementState((s) => s.route);
  const locale = useElementState((s) => s.locale);
  const id = route.query.id && /^\d{1,10}$/.test(route.query.id) ? route.query.id : undefined;
  const loaded = useAppointment(id, route.query.code);
  /** The attributes a change answered, by appointment, so another entry never inherits them. */
  const [changed, setChanged] = useState<{ attributes: AppointmentAttributes; moved: boolean } | null>(null);
  if (!id || !route.query.code) return <ErrorScreen kind="not-found" />;
  if (loaded.status === "loading") return <Loading />;
  if (loaded.status === "error") return <ErrorScreen kind={loaded.error.status === 404 ? "not-found" : "error"} />;
  const own = changed && String(changed.attributes.id) === id ? changed : null;
  const attributes = own?.attributes ?? loaded.data.data.attributes;
  const view = toView(loaded.data, attributes);
  const bookAnother = () => navigate(visitRoute(route, `${BOOK_PATH}/select-service`, { lang: locale }));

  if (attributes.status === AppointmentStatus.cancelled) {
    return (
      <section className="qb-booking-cancelled">
        <StepHeading>
          <Trans>This appointment has been cancelled</Trans>
        </StepHeading>
        <button type="button" className="qb-button" onClick={bookAnother}>
          <Trans>Book another</Trans>
        </button>
      </section>
    );
  }
  return (
    <>
      <StepHeading>
        {attributes.status === AppointmentStatus.confirmed ? <Trans>Your appointment is booked</Trans> : <Trans>Your appointment</Trans>}
      </StepHeading>
      <p role="status" className="qb-status">
        {own?.moved ? <Trans>Your appointment has been moved.</Trans> : null}
      </p>
      <AppointmentCard appointment={view} />
      <AppointmentActions appointment={attributes} onChanged={(next, moved) => setChanged({ attributes: next, moved })} />
    </>
  );
}
