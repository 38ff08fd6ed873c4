/**
 * `/book/manage?id=&code=`: a booked appointment, trusted only when its id and code match (the
 * server answers 404 otherwise). It follows the visit live — booked, checked in, called (with
 * the video link), served, missed — with what can still be changed while it is booked, the
 * in-person check-in, or the cancelled screen with a way to book another.
 */
import { Trans } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { AppointmentStatus, type AppointmentAttributes, type AppointmentDocument } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { BOOK_PATH, visitRoute } from "../../routing/route.js";
import { useRememberedVisit } from "../../routing/use-remembered-visit.js";
import { nextStamp } from "../../api/use-api-data.js";
import { ErrorScreen } from "../../ui/error-screen.js";
import { AppointmentActions } from "./appointment-actions.js";
import { AppointmentCard, type AppointmentView } from "./appointment-card.js";
import { CheckInCard } from "./check-in-card.js";
import { Loading } from "./loading.js";
import { StepHeading } from "./step-heading.js";
import { useAppointment } from "./use-booking-api.js";
import { useAppointmentLive } from "./use-appointment-live.js";
import { textLangsOf } from "../../api/text-langs.js";

const text = (value: unknown) => (typeof value === "string" ? value : "");

function toView(document: AppointmentDocument, attributes: AppointmentAttributes): AppointmentView {
  const find = (type: string) => document.included.find((r) => r.type === type)?.attributes ?? {};
  const location = find("locations");
  return {
    attributes,
    serviceName: text(find("services").name),
    serviceLang: textLangsOf(find("services")).name,
    location: { name: text(location.name), address: text(location.formatted_address), lang: textLangsOf(location) },
    clientPhone: text(find("clients").cell_phone_formatted),
  };
}

/**
 * Changes seen since the last read (a live event, a cancel's or move's answer, a check-in),
 * stamped when they happened: a read requested later includes them, an earlier one must not
 * undo them.
 */
interface Patch {
  stamp: number;
  id: string;
  attributes: Partial<AppointmentAttributes>;
}

/** The page's title for where the visit stands. */
function headingFor(a: AppointmentAttributes): ReactNode {
  switch (a.status) {
    case AppointmentStatus.inProgress:
      return <Trans>It's your turn</Trans>;
    case AppointmentStatus.completed:
    case AppointmentStatus.served:
      return <Trans>Thank you for your visit</Trans>;
    case AppointmentStatus.noShow:
      return <Trans>You missed this appointment</Trans>;
    default:
      if (a.checked_in_at) return <Trans>You are checked in</Trans>;
      if (a.ended) return <Trans>The time of this appointment has passed</Trans>;
      return <Trans>Your appointment is booked</Trans>;
  }
}

export function AppointmentPage() {
  const { navigate } = useElement();
  const route = useElementState((s) => s.route);
  const locale = useElementState((s) => s.locale);
  const id = route.query.id && /^\d{1,10}$/.test(route.query.id) ? route.query.id : undefined;
  const loaded = useAppointment(id, route.query.code);
  const [patch, setPatch] = useState<Patch | null>(null);
  // Kept apart from the patch: the server echoes the client's own move live and the page reads
  // the appointment again, which must not take the confirmation away.
  const [movedId, setMovedId] = useState<string | null>(null);
  const readStamp = loaded.status === "ready" ? loaded.stamp : 0;
  const own = patch && patch.id === id && patch.stamp > readStamp ? patch : null;
  const attributes = loaded.status === "ready" ? { ...loaded.data.data.attributes, ...own?.attributes } : null;
  const change = (changes: Partial<AppointmentAttributes>, moved = false) => {
    if (moved) setMovedId(id ?? null);
    setPatch((previous) => ({
      stamp: nextStamp(),
      id: id ?? "",
      attributes: { ...(previous && previous.id === id && previous.stamp > readStamp ? previous.attributes : {}), ...changes },
    }));
  };
  useAppointmentLive(attributes, change, () => loaded.status === "ready" && loaded.reload({ quiet: true }));
  // Until it is over (its time passed without the client checking in, too), a reload of a
  // vendor's page comes back to this appointment.
  const live =
    attributes &&
    (attributes.status === AppointmentStatus.inProgress ||
      (attributes.status === AppointmentStatus.confirmed && !(attributes.ended && !attributes.checked_in_at)));
  useRememberedVisit(attributes ? !live : undefined);

  if (!id || !route.query.code) return <ErrorScreen kind="not-found" />;
  if (loaded.status === "loading") return <Loading />;
  if (loaded.status === "error" || !attributes) return <ErrorScreen kind={loaded.status === "error" && loaded.error.status === 404 ? "not-found" : "error"} />;
  const view = toView(loaded.data, attributes);
  const bookAnother = () => navigate(visitRoute(route, `${BOOK_PATH}/select-service`, { lang: locale }));
  const bookAnotherButton = (
    <button type="button" className="qb-button" onClick={bookAnother}>
      <Trans>Book another</Trans>
    </button>
  );

  if (attributes.status === AppointmentStatus.cancelled) {
    return (
      <section className="qb-booking-cancelled">
        <StepHeading>
          <Trans>This appointment has been cancelled</Trans>
        </StepHeading>
        {bookAnotherButton}
      </section>
    );
  }
  const confirmed = attributes.status === AppointmentStatus.confirmed;
  const over =
    attributes.status === AppointmentStatus.completed || attributes.status === AppointmentStatus.served || attributes.status === AppointmentStatus.noShow;
  return (
    <>
      <StepHeading>{headingFor(attributes)}</StepHeading>
      <p role="status" className="qb-status">
        {movedId !== null && movedId === id ? <Trans>Your appointment has been moved.</Trans> : null}
      </p>
      <CheckInCard appointment={attributes} onCheckedIn={(at) => change({ checked_in_at: at, can_check_in: false })} />
      <AppointmentCard appointment={view} />
      {confirmed ? <AppointmentActions appointment={attributes} onChanged={(next, moved) => change(next, moved)} /> : null}
      {over ? bookAnotherButton : null}
    </>
  );
}
