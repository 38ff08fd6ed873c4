/**
 * Spec section 2, "Location-closed screen": the location restricts callback requests to its
 * hours and is closed now. It lists the open hours of the coming days (the first row is
 * today), on the location's clock as the server sends them (with the zone named: the client's
 * browser may sit elsewhere or carry older zone rules) and in the element's language, and says
 * agents answer requests during these hours.
 */
import { css } from "@emotion/react";
import { Trans, useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { formatLocalTime, FutureOpenDaysSchema, joinParts, wallInstant, zoneLabel, type FutureOpenDay, type LocalTime } from "#contract";
import { useElementState } from "../element/element-context.js";
import { locationLabel, type JoinLocation } from "../api/join-location.js";

const tableStyles = css`
  border-collapse: collapse;
  margin: 8px 0 16px;
  th,
  td {
    text-align: start;
    padding: 6px 24px 6px 0;
    border-bottom: 1px solid var(--qb-border, #dadce0);
  }
  tr[aria-current="date"] {
    font-weight: var(--qb-font-weight-bold);
  }
`;

/** The weekday of a local calendar date (YYYY-MM-DD), named in the element's language. */
function weekdayName(date: string, locale: string): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(y, m - 1, d));
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZoneName: "short" };

/** "9:00 AM – 5:00 PM MST"; each end labelled when the zone changes in between, and no dates when it closes at midnight. */
function hoursRange(start: LocalTime, end: LocalTime, locale: string): string {
  const label = zoneLabel(start, locale);
  if (label !== zoneLabel(end, locale) || start.wall.slice(0, 10) !== end.wall.slice(0, 10)) {
    return `${formatLocalTime(start, locale, CLOCK)} – ${formatLocalTime(end, locale, CLOCK)}`;
  }
  return joinParts(new Intl.DateTimeFormat(locale, { ...CLOCK, timeZone: "UTC" }).formatRangeToParts(wallInstant(start), wallInstant(end)), label);
}

function OpenHoursRow({ day, today }: { day: FutureOpenDay; today: boolean }) {
  const { t } = useLingui();
  const locale = useElementState((s) => s.locale);
  const weekday = weekdayName(day.date, locale);
  const hours = day.hours ? hoursRange(day.hours.start_local, day.hours.end_local, locale) : t`Closed`;
  return (
    <tr aria-current={today ? "date" : undefined}>
      <th scope="row">{today ? t`Today (${weekday})` : weekday}</th>
      <td>{hours}</td>
    </tr>
  );
}

export function LocationClosedScreen({ location }: { location: JoinLocation }) {
  const days = v.safeParse(FutureOpenDaysSchema, location.future_open_hours);
  return (
    <section aria-labelledby="qb-closed-title">
      <h1 id="qb-closed-title">
        <Trans>Currently Closed</Trans>
      </h1>
      <p>
        <strong lang={location.text_lang?.name}>{locationLabel(location)}</strong>
      </p>
      <p>
        <Trans>Our agents answer requests during these hours:</Trans>
      </p>
      <table css={tableStyles}>
        <tbody>
          {(days.success ? days.output : []).map((day, index) => (
            <OpenHoursRow key={day.date} day={day} today={index === 0} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
