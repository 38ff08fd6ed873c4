/**
 * `/select-timeslot` (spec flow step "times"), also where a queue spot's conversion starts.
 * After a "slot taken" answer it says so (announced at once) and shows fresh times.
 */
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { BookingSummary } from "./booking-summary.js";
import { ConversionNotice } from "./conversion-notice.js";
import { StepHeading } from "./step-heading.js";
import type { StepProps } from "./step-props.js";
import { Loading } from "./loading.js";
import { TimeslotPicker } from "./timeslot-picker.js";
import { useBookingSummary } from "./use-booking-summary.js";
import { useWeekTimes } from "./use-week-times.js";

export function TimeslotStep(props: StepProps & { slotTaken: number }) {
  const { selection } = props;
  const [start, setStart] = useState(selection.start);
  const [day, setDay] = useState(selection.date);
  const { serviceId, locationId } = selection;
  const week = useWeekTimes(
    { locationId: locationId ?? 0, serviceId: serviceId ?? 0, meetingMethod: selection.meetingMethod, staffId: selection.staffId, invite: selection.invite },
    selection.date,
    props.slotTaken,
  );
  const summary = useBookingSummary(props, false);
  if (serviceId === undefined || locationId === undefined) return null;
  // The step paints once, whole: the week's times and the summary below them arrive together
  // (see use-week-times.ts). A later week or a fresh read keeps the times shown meanwhile.
  if (week.times.status === "loading" || !summary.ready) return <Loading />;
  return (
    <>
      <StepHeading focusOnArrival={Boolean(selection.walkin)}>
        <Trans>Select a time</Trans>
      </StepHeading>
      {selection.walkin ? <ConversionNotice /> : null}
      <div aria-live="assertive" role="alert" className="qb-alert qb-slot-taken">
        {props.slotTaken ? <Trans>Sorry, that time has just been booked by someone else. Please choose another time.</Trans> : null}
      </div>
      <TimeslotPicker
        week={week}
        value={start}
        day={day}
        onChange={(next, nextDay) => {
          setStart(next);
          setDay(nextDay);
        }}
      />
      <div className="qb-actions">
        <button
          type="button"
          className="qb-link-button"
          onClick={() => props.go(props.settings.client_view.show_staff_picker ? "select-staff" : "select-location")}
        >
          <Trans>Back</Trans>
        </button>
        <button type="button" className="qb-button" disabled={!start} onClick={() => start && props.next({ start, date: day })}>
          <Trans>Continue</Trans>
        </button>
      </div>
      <BookingSummary {...props} facts={summary} />
    </>
  );
}
