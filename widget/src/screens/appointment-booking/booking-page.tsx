/**
 * The booking flow (spec sections 2 and 3): service and meeting method, location, staff,
 * times, attendees, the client's details, then the appointment's own page. The step comes from
 * the path and the choices from the query; a step whose earlier choices are missing sends the
 * client back to the first one missing. Kiosks do not book, nor do vendors without the modern
 * client view.
 */
import { useEffect, useRef, useState } from "react";
import type { Attendee, PublicVendorSettings } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { useKioskMode } from "../../routing/use-display-mode.js";
import { ErrorScreen } from "../../ui/error-screen.js";
import { AppointmentPage } from "./appointment-page.js";
import { AttendeesStep } from "./attendees-step.js";
import { BookingNotOffered } from "./booking-not-offered.js";
import { readSelection, withChoices } from "./booking-selection.js";
import { firstMissingStep, nextStep, stepOf, stepRoute, type BookingStep } from "./booking-steps.js";
import { bookingStyles } from "./booking-styles.js";
import { DetailsStep } from "./details-step.js";
import { LocationStep } from "./location-step.js";
import { ServiceStep } from "./service-step.js";
import { StaffStep } from "./staff-step.js";
import { StepFocus } from "./step-heading.js";
import type { StepProps } from "./step-props.js";
import { TimeslotStep } from "./timeslot-step.js";

export function BookingPage() {
  const route = useElementState((s) => s.route);
  const settings = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings : null));
  const kiosk = useKioskMode();
  if (!settings) return null;
  if (kiosk || !settings.modern_client_view) return <BookingNotOffered kiosk={kiosk} />;
  const step = stepOf(route.path);
  if (!step) return <ErrorScreen kind="not-found" />;
  return <BookingFlow step={step} settings={settings} />;
}

function BookingFlow({ step, settings }: { step: BookingStep; settings: PublicVendorSettings }) {
  const { attributes, navigate } = useElement();
  const route = useElementState((s) => s.route);
  const moved = useRef(false);
  const first = useRef(step);
  if (step !== first.current) moved.current = true;
  /** People coming along, kept while the client moves between steps. */
  const [attendees, setAttendees] = useState<Attendee[]>([]);
  /** Counts "slot taken" answers: the times step says so and reads fresh times. */
  const [slotTaken, setSlotTaken] = useState(0);

  const selection = readSelection(route.query, {
    locationId: attributes.location,
    serviceId: attributes.service,
    meetingMethod: attributes.meetingMethod,
  });
  const missing = firstMissingStep(step, {
    service: selection.serviceId !== undefined,
    location: selection.locationId !== undefined,
    start: selection.start !== undefined,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one redirect per missing step, to the route of that moment.
  useEffect(() => {
    if (missing) navigate(stepRoute(route, missing, route.query), { replace: true });
  }, [missing]);
  if (missing) return null;

  const clientView = settings.client_view;
  const maxAttendees = clientView.max_additional_attendees ?? 0;
  const props: StepProps = {
    selection,
    settings,
    go(target, changes = {}) {
      navigate(stepRoute(route, target, withChoices(route.query, changes)));
    },
    next(changes = {}) {
      const query = withChoices(route.query, changes);
      const target = nextStep(step, {
        locationChosen: readSelection(query, { locationId: attributes.location }).locationId !== undefined,
        staffPicker: clientView.show_staff_picker,
        attendees: maxAttendees > 0,
      });
      navigate(stepRoute(route, target, query));
    },
  };

  let body;
  switch (step) {
    case "select-service":
      body = <ServiceStep {...props} />;
      break;
    case "select-location":
      body = <LocationStep {...props} />;
      break;
    case "select-staff":
      body = clientView.show_staff_picker ? <StaffStep {...props} /> : <ErrorScreen kind="not-found" />;
      break;
    case "select-timeslot":
      body = <TimeslotStep {...props} slotTaken={slotTaken} />;
      break;
    case "select-attendees":
      body = <AttendeesStep {...props} max={maxAttendees} attendees={attendees} onChange={setAttendees} />;
      break;
    case "attendee-details":
      body = (
        <DetailsStep
          {...props}
          attendees={attendees.slice(0, maxAttendees)}
          onSlotTaken={() => {
            setSlotTaken((n) => n + 1);
            props.go("select-timeslot", { start: undefined });
          }}
        />
      );
      break;
    default:
      body = <AppointmentPage />;
  }
  return (
    <StepFocus.Provider value={moved}>
      <div css={bookingStyles} className="qb-booking" data-step={step} key={step}>
        {body}
      </div>
    </StepFocus.Provider>
  );
}
