/**
 * The service ("topic") selector with its wait-time text and the chosen service's
 * instructions; while services load it is disabled, and with none it gives way to the
 * no-service warning (from the notices chunk).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { FieldErrorCode, UnavailableReason } from "#contract";
import { NoticeScreen } from "../../notices/notice-screens.js";
import { FieldError } from "../../ui/field-error.js";
import type { JoinLocation } from "../../api/join-location.js";
import type { QueueService } from "../../api/queue-services.js";
import { WaitTimeText } from "./wait-time-text.js";

export interface ServiceSelectorProps {
  location: JoinLocation;
  loading: boolean;
  services: readonly QueueService[];
  waits: readonly { id: number; expectedStart: string }[];
  showWaitTime: boolean;
  reason: UnavailableReason | null;
  value: number;
  error: FieldErrorCode | undefined;
  onChange(serviceId: number): void;
}

export function ServiceSelector(props: ServiceSelectorProps) {
  const { t } = useLingui();
  if (!props.loading && !props.services.length) return <NoticeScreen kind="no-service" reason={props.reason} />;
  const chosen = props.services.find((s) => s.id === props.value);
  return (
    <div className="qb-field">
      <label htmlFor="qb-service">
        <Trans>Service</Trans>
      </label>
      <select
        id="qb-service"
        name="service"
        value={chosen ? String(chosen.id) : ""}
        disabled={props.loading && !props.services.length}
        aria-busy={props.loading}
        aria-invalid={props.error ? true : undefined}
        aria-describedby="qb-service-wait qb-service-error"
        onChange={(e) => props.onChange(Number(e.target.value))}
      >
        {chosen ? null : <option value="">{props.loading ? t`Loading…` : t`Choose a service`}</option>}
        {props.services.map((service) => (
          <option key={service.id} value={service.id} lang={service.attributes.text_lang?.name}>
            {service.attributes.name}
          </option>
        ))}
      </select>
      <WaitTimeText
        show={props.showWaitTime}
        // Services arrive a render before the form picks one: no "No walk-ins currently" in between.
        loading={props.loading || !chosen}
        expectedStart={props.waits.find((w) => w.id === props.value)?.expectedStart}
        location={props.location}
      />
      {chosen?.attributes.instructions ? (
        <p className="qb-hint" lang={chosen.attributes.text_lang?.instructions}>
          {chosen.attributes.instructions}
        </p>
      ) : null}
      <FieldError id="qb-service-error" code={props.error} />
    </div>
  );
}
