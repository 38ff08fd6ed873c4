/**
 * `/select-attendees`: how many people come along (up to the vendor's
 * `max_additional_attendees`) and their names. Skipped when nobody may come along.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { checkName, type Attendee, type FieldErrorCode } from "#contract";
import { TextField } from "../../ui/text-field.js";
import { StepHeading } from "./step-heading.js";
import type { StepProps } from "./step-props.js";

export interface AttendeesStepProps extends StepProps {
  max: number;
  attendees: Attendee[];
  onChange(attendees: Attendee[]): void;
}

export function AttendeesStep({ max, attendees, onChange, next, go }: AttendeesStepProps) {
  const { t } = useLingui();
  const [people, setPeople] = useState<Attendee[]>(attendees.slice(0, max));
  const [attempted, setAttempted] = useState(false);
  const errors = people.map((p) => ({ first: checkName(p.first_name, true), last: checkName(p.last_name, false) }));
  const resize = (count: number) => setPeople((list) => Array.from({ length: count }, (_, i) => list[i] ?? { first_name: "", last_name: "" }));
  const edit = (index: number, patch: Partial<Attendee>) => setPeople((list) => list.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const shown = (code: FieldErrorCode | null) => (attempted && code ? code : undefined);

  return (
    <>
      <StepHeading>
        <Trans>Is anyone coming with you?</Trans>
      </StepHeading>
      <p>
        <Plural value={max} one="You can bring # person with you." other="You can bring up to # people with you." />
      </p>
      <div className="qb-field">
        <label htmlFor="qb-attendee-count">
          <Trans>People coming with you</Trans>
        </label>
        <select id="qb-attendee-count" value={people.length} onChange={(e) => resize(Number(e.target.value))}>
          {Array.from({ length: max + 1 }, (_, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the option's value, a number of people.
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      {people.map((person, i) => {
        const number = i + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a person is a position ("Person 2"): the count only grows or shrinks at the end.
          <fieldset key={i} className="qb-fieldset">
            <legend>
              <Trans>Person {number}</Trans>
            </legend>
            {/* Someone else's name: autofill may offer one, in a section of its own, never the client's. */}
            <TextField
              id={`qb-attendee-${i}-first`}
              label={t`First name`}
              required
              maxLength={100}
              value={person.first_name}
              autoComplete={`section-attendee-${number} given-name`}
              onChange={(first_name) => edit(i, { first_name })}
              error={shown(errors[i]?.first ?? null)}
            />
            <TextField
              id={`qb-attendee-${i}-last`}
              label={t`Last name`}
              maxLength={100}
              value={person.last_name}
              autoComplete={`section-attendee-${number} family-name`}
              onChange={(last_name) => edit(i, { last_name })}
              error={shown(errors[i]?.last ?? null)}
            />
          </fieldset>
        );
      })}
      <div className="qb-actions">
        <button type="button" className="qb-link-button" onClick={() => go("select-timeslot")}>
          <Trans>Back</Trans>
        </button>
        <button
          type="button"
          className="qb-button"
          onClick={() => {
            setAttempted(true);
            if (errors.some((e) => e.first || e.last)) return;
            onChange(people.map((p) => ({ first_name: p.first_name.trim(), last_name: p.last_name.trim() })));
            next();
          }}
        >
          <Trans>Continue</Trans>
        </button>
      </div>
    </>
  );
}
