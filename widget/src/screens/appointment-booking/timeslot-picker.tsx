/**
 * Free times, a week at a time: the days as buttons, the chosen day's times as a group of
 * radio buttons (arrow keys move between them, as in any radio group). Times are the
 * location's, as the server sends them on its clock, written in the client's language, with the
 * zone named underneath — and beside each time on a day whose clocks change (the two 1:00 AMs of
 * a fall-back night).
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { zoneLabel, type TimeslotDay } from "#contract";
import { useElementState } from "../../element/element-context.js";
import { formatDay, formatTime } from "../../format/local-time.js";
import { ChangeAnnouncement } from "../../ui/change-announcement.js";
import { Loading } from "./loading.js";
import type { WeekTimes } from "./use-week-times.js";

export interface TimeslotPickerProps {
  /** The week's times, read by the screen (`useWeekTimes`) so it can wait for them. */
  week: WeekTimes;
  /** The chosen start and the day it is on. */
  value: string | undefined;
  day: string | undefined;
  onChange(start: string | undefined, day: string): void;
}

function shiftDate(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * "Earlier days" / "Later days": at the end of the bookable days the button says so
 * (`aria-disabled`) and does nothing, but stays focusable — a `disabled` button pressed into the
 * first week would drop the keyboard user's focus to the page as it disabled itself.
 */
function WeekButton({ atEnd, onMove, children }: { atEnd: boolean; onMove(): void; children: ReactNode }) {
  return (
    <button type="button" className="qb-button qb-secondary" aria-disabled={atEnd || undefined} onClick={() => (atEnd ? undefined : onMove())}>
      {children}
    </button>
  );
}

export function TimeslotPicker({ week, value, day, onChange }: TimeslotPickerProps) {
  const { t } = useLingui();
  const locale = useElementState((s) => s.locale);
  const { times, showFrom: setFrom } = week;
  if (times.status === "loading") return <Loading />;
  if (times.status === "error") {
    return (
      <p role="alert" className="qb-alert">
        <Trans>There was an error with your request</Trans>
      </p>
    );
  }
  const { days } = times.data.data;
  const { first_date: firstDate, last_date: lastDate } = times.data.meta;
  if (!firstDate || !lastDate) {
    return (
      <p className="qb-note">
        <Trans>No times can be booked for this choice.</Trans>
      </p>
    );
  }
  const first = days[0]?.date ?? firstDate;
  const last = days[days.length - 1]?.date ?? lastDate;
  const shown: TimeslotDay | undefined = days.find((d) => d.date === day && d.slots.length) ?? days.find((d) => d.slots.length);
  const dayName = shown ? formatDay(shown.date, locale, "long") : "";
  const labels = [...new Set((shown ?? days.find((d) => d.slots.length))?.slots.map((s) => zoneLabel(s.start_local, locale)))];
  const zone = labels.join(" / ");
  const labelEach = labels.length > 1;
  return (
    <div className="qb-timeslots" aria-busy={times.reloading}>
      {/* A day pressed or "Later days" redraws the times while focus stays on the button: the day now shown is said. */}
      <ChangeAnnouncement
        on={shown?.date ?? `none-from-${first}`}
        text={shown ? t`Available times on ${dayName}` : t`No free times in these days. Try later days.`}
      />
      <div className="qb-week-nav">
        {/* biome-ignore lint/complexity/useMathMinMax: calendar dates (YYYY-MM-DD) compared as text; Math.max would make them NaN. */}
        <WeekButton atEnd={first <= firstDate} onMove={() => setFrom(shiftDate(first, -7) < firstDate ? firstDate : shiftDate(first, -7))}>
          <Trans>Earlier days</Trans>
        </WeekButton>
        <WeekButton atEnd={last >= lastDate} onMove={() => setFrom(shiftDate(last, 1))}>
          <Trans>Later days</Trans>
        </WeekButton>
      </div>
      <ul className="qb-days" aria-label={t`Days`}>
        {days.map((d) => {
          const count = d.slots.length;
          return (
            <li key={d.date}>
              <button
                type="button"
                className="qb-button qb-secondary qb-day"
                aria-pressed={d.date === shown?.date}
                disabled={!count}
                onClick={() => onChange(undefined, d.date)}
              >
                {formatDay(d.date, locale)}
                <span className="qb-visually-hidden">
                  {" "}
                  <Plural value={count} one="(# time)" other="(# times)" />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {shown ? (
        <fieldset className="qb-choices">
          <legend>
            <Trans>Available times on {dayName}</Trans>
          </legend>
          <div className="qb-slots">
            {shown.slots.map((slot) => (
              <label key={slot.start} className="qb-slot">
                <input type="radio" name="qb-slot" value={slot.start} checked={slot.start === value} onChange={() => onChange(slot.start, shown.date)} />
                <span>{formatTime(slot.start_local, locale, labelEach)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="qb-note">
          <Trans>No free times in these days. Try later days.</Trans>
        </p>
      )}
      {zone ? (
        <p className="qb-muted">
          <Trans>Times are shown in {zone}.</Trans>
        </p>
      ) : null}
    </div>
  );
}
