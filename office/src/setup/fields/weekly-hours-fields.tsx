/**
 * Opening hours per weekday: "Open on Monday", and when open its "Opens" and "Closes" times as
 * the document keeps them (`HH:MM` in the branch's zone, "24:00" closing at midnight). Typed as
 * text: a time input cannot say 24:00. Day names in the page's language, Monday first.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { WEEKDAYS, type Weekday, type WeeklyHours } from "#contract";
import { TextField } from "../../ui/text-field.js";
import { CheckboxField } from "./checkbox-field.js";

const dayStyle = css`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  align-items: end;
  padding: 0.5rem 0;
  border-bottom: 1px solid #e0e0e0;
`;

const MONDAY_FIRST: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** The weekday's name in `locale` (1 January 2023 was a Sunday). */
export function dayName(day: Weekday, locale: string): string {
  const date = new Date(Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date);
}

export interface WeeklyHoursFieldsProps {
  idPrefix: string;
  legend: string;
  value: WeeklyHours;
  /** Given how to change the hours as they are then. */
  onChange(update: (hours: WeeklyHours) => WeeklyHours): void;
  /** An error at `{day}`, `{day}.open` or `{day}.close`. */
  errorOf?(path: string): string | undefined;
}

export function WeeklyHoursFields({ idPrefix, legend, value, onChange, errorOf }: WeeklyHoursFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset>
      <legend>{legend}</legend>
      {MONDAY_FIRST.map((day) => {
        const hours = value[day] ?? null;
        const name = dayName(day, i18n.locale);
        const set = (next: { open: string; close: string } | null) => onChange((all) => ({ ...all, [day]: next }));
        return (
          <div key={day} css={dayStyle}>
            <CheckboxField
              id={`${idPrefix}-${day}-open-day`}
              label={t`Open on ${name}`}
              checked={hours !== null}
              onChange={(open) => set(open ? { open: "09:00", close: "17:00" } : null)}
              error={errorOf?.(day)}
            />
            {hours ? (
              <>
                <TextField
                  id={`${idPrefix}-${day}-opens`}
                  label={t`Opens on ${name}`}
                  value={hours.open}
                  onChange={(open) => onChange((all) => ({ ...all, [day]: { open, close: all[day]?.close ?? "" } }))}
                  error={errorOf?.(`${day}.open`)}
                />
                <TextField
                  id={`${idPrefix}-${day}-closes`}
                  label={t`Closes on ${name}`}
                  value={hours.close}
                  onChange={(close) => onChange((all) => ({ ...all, [day]: { open: all[day]?.open ?? "", close } }))}
                  error={errorOf?.(`${day}.close`)}
                />
              </>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** What is wrong with the hours, by `{day}.open` / `{day}.close`: "time" (not HH:MM) or "order" (not open before close). */
export function hoursProblems(hours: WeeklyHours): Map<string, "time" | "order"> {
  const problems = new Map<string, "time" | "order">();
  for (const day of WEEKDAYS) {
    const h = hours[day];
    if (!h) continue;
    if (!CLOCK.test(h.open)) problems.set(`${day}.open`, "time");
    if (!CLOCK.test(h.close)) problems.set(`${day}.close`, "time");
    if (CLOCK.test(h.open) && CLOCK.test(h.close) && h.open >= h.close) problems.set(`${day}.close`, "order");
  }
  return problems;
}
