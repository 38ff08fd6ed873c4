/** Which of the vendor's services the branch offers, and by which meeting methods (at least one each). */
import { useLingui } from "@lingui/react/macro";
import type { LocationDocument, MeetingMethod, ServiceDocument } from "#contract";
import { MEETING_METHODS } from "#contract";
import { CheckboxField } from "../fields/checkbox-field.js";
import { useMethodName } from "./use-method-name.js";

type Offers = LocationDocument["services"];

export function ServicesOffered(props: {
  services: readonly ServiceDocument[];
  offers: Offers;
  onChange(update: (offers: Offers) => Offers): void;
  errorOf(path: string): string | undefined;
}) {
  const { t } = useLingui();
  const methodName = useMethodName();
  if (!props.services.length) return <p>{t`Add services first: the branch offers some of them.`}</p>;
  return (
    <fieldset>
      <legend>{t`Services offered here`}</legend>
      {props.services.map((service) => {
        const index = props.offers.findIndex((offer) => offer.service === service.key);
        const offer = props.offers[index];
        const serviceName = service.name;
        return (
          <div key={service.key}>
            <CheckboxField
              id={`branch-service-${service.key}`}
              label={service.name}
              checked={offer !== undefined}
              onChange={(on) =>
                props.onChange((offers) => (on ? [...offers, { service: service.key, meeting_methods: [1] }] : offers.filter((o) => o.service !== service.key)))
              }
            />
            {offer ? (
              <fieldset>
                <legend>{t`How clients meet for ${serviceName}`}</legend>
                {MEETING_METHODS.map((method: MeetingMethod, m) => (
                  <CheckboxField
                    key={method}
                    id={m === 0 ? `branch-offer-${index}` : `branch-offer-${index}-${method}`}
                    label={methodName(method)}
                    checked={offer.meeting_methods.includes(method)}
                    error={m === 0 ? props.errorOf(`services.${index}.meeting_methods`) : undefined}
                    onChange={(on) =>
                      props.onChange((offers) =>
                        offers.map((o) =>
                          o.service === service.key
                            ? { ...o, meeting_methods: on ? [...o.meeting_methods, method].sort() : o.meeting_methods.filter((x) => x !== method) }
                            : o,
                        ),
                      )
                    }
                  />
                ))}
              </fieldset>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
