/**
 * `/select-service`: the service, then how to meet (spec flow steps "service" and
 * "meeting-methods"), the methods being those someone can be booked by for that service.
 */
import { Plural, Trans } from "@lingui/react/macro";
import { useState } from "react";
import { ErrorScreen } from "../../ui/error-screen.js";
import { Loading } from "./loading.js";
import { MeetingMethodLabel } from "./meeting-method-label.js";
import { StepHeading } from "./step-heading.js";
import type { StepProps } from "./step-props.js";
import { useBookableServices } from "./use-booking-api.js";

export function ServiceStep({ selection, next }: StepProps) {
  const services = useBookableServices(selection);
  const [serviceId, setServiceId] = useState(selection.serviceId);
  const [method, setMethod] = useState(selection.meetingMethod);
  if (services.status === "loading") return <Loading />;
  if (services.status === "error") return <ErrorScreen kind="error" />;
  const list = services.data.data;
  const chosen = list.find((s) => s.id === serviceId);
  const methods = chosen?.attributes.meeting_methods ?? [];
  const meetingMethod = methods.includes(method) ? method : methods[0];

  return (
    <>
      <StepHeading>
        <Trans>Select a Service</Trans>
      </StepHeading>
      {list.length ? (
        <fieldset className="qb-choices">
          <legend className="qb-visually-hidden">
            <Trans>Services</Trans>
          </legend>
          {list.map((service) => {
            const minutes = service.attributes.duration_minutes;
            return (
              <label key={service.id} className="qb-choice">
                <input type="radio" name="qb-service" checked={service.id === serviceId} onChange={() => setServiceId(service.id)} />
                <span className="qb-choice-text">
                  <span lang={service.attributes.text_lang?.name}>{service.attributes.name}</span>
                  <span className="qb-muted">
                    <Plural value={minutes} one="# minute" other="# minutes" />
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : (
        <p className="qb-note">
          <Trans>No services can be booked here right now.</Trans>
        </p>
      )}
      {chosen && methods.length > 1 ? (
        <fieldset className="qb-choices">
          <legend>
            <Trans>How would you like to meet?</Trans>
          </legend>
          {methods.map((m) => (
            <label key={m} className="qb-choice">
              <input type="radio" name="qb-meeting-method" checked={m === meetingMethod} onChange={() => setMethod(m)} />
              <MeetingMethodLabel method={m} />
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="qb-actions">
        <button
          type="button"
          className="qb-button"
          disabled={!chosen || meetingMethod === undefined}
          onClick={() => chosen && next({ service: chosen.id, meeting_method: meetingMethod, staff: undefined, date: undefined, start: undefined })}
        >
          <Trans>Continue</Trans>
        </button>
      </div>
    </>
  );
}
