/**
 * The location's bookings of one day, every status, by start. A date shows another day ("Today"
 * comes back) and "Only my appointments" narrows it to the signed-in person's bookings.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useMemo, useRef } from "react";
import { DayEntry } from "./day-entry.js";
import { useDesk, useDeskState } from "./desk-context.js";
import { longDate } from "./desk-time.js";
import { entryListStyle } from "./entry-style.js";
import { useFocusIntent } from "./use-focus-intent.js";
import { secondaryButtonStyle } from "../ui/styles.js";

const filters = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: end;
  margin: 0.5rem 0 1rem;
  label {
    display: block;
    font-weight: 600;
  }
  input[type="date"] {
    font: inherit;
    padding: 0.4rem;
    max-width: 100%;
  }
  .check label {
    display: inline;
    font-weight: normal;
  }
`;

export function DayView() {
  const { t, i18n } = useLingui();
  const { actions } = useDesk();
  const id = useId();
  const day = useDeskState((s) => s.day);
  const date = useDeskState((s) => s.date);
  const onlyMine = useDeskState((s) => s.onlyMine);
  const line = useDeskState((s) => s.line);
  const staff = useMemo(() => (line ? [...line.meta.staff, ...line.meta.off_duty_staff] : []), [line]);
  const hasId = useDeskState((s) => s.me?.data.id != null);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIntent("day", section, heading, day);
  const shownDate = day?.meta.date;
  const when = shownDate ? longDate(shownDate, i18n.locale) : "";
  const title = date === undefined || !shownDate ? t`Today's appointments` : t`Appointments on ${when}`;

  return (
    <section ref={section} aria-labelledby="desk-day-title">
      <h2 id="desk-day-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <div css={filters}>
        <div>
          <label htmlFor={`${id}-date`}>{t`Date`}</label>
          <input id={`${id}-date`} type="date" value={date ?? shownDate ?? ""} onChange={(event) => void actions.setDate(event.target.value || undefined)} />
        </div>
        <button type="button" css={secondaryButtonStyle} onClick={() => void actions.setDate(undefined)}>{t`Today`}</button>
        {hasId && (
          <div className="check">
            <input id={`${id}-mine`} type="checkbox" checked={onlyMine} onChange={(event) => void actions.setOnlyMine(event.target.checked)} />{" "}
            <label htmlFor={`${id}-mine`}>{t`Only my appointments`}</label>
          </div>
        )}
      </div>
      {day === undefined ? (
        <p>{t`Loading the appointments…`}</p>
      ) : day.data.length === 0 ? (
        <p>{onlyMine ? t`You have no appointments on this day.` : t`No appointments on this day.`}</p>
      ) : (
        <ol css={entryListStyle}>
          {day.data.map((entry, index) => (
            <DayEntry key={entry.id} entry={entry} index={index} staff={staff} />
          ))}
        </ol>
      )}
    </section>
  );
}
