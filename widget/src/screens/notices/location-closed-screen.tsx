/**
 * Spec section 2, "Location-closed screen": the location restricts callback requests to its
 * hours and is closed now. It lists the open hours of the coming days (the first row is
 * today), in the location's own time zone and the element's language, and says agents answer
 * requests during these hours.
 */
import { css } from "@emotion/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useElementState } from "../../element/element-context.js";
import { locationLabel, type BookingLocation, type FutureOpenDay } from "../booking-form/booking-location.js";

const tableStyles = css`
  border-collapse: collapse;
  margin: 0.5rem 0 1rem;
  th,
  td {
    text-align: start;
    padding: 0.375rem 1.5rem 0.375rem 0;
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

function OpenHoursRow({ day, today, location }: { day: FutureOpenDay; today: boolean; location: BookingLocation }) {
  const { t } = useLingui();
  const locale = useElementState((s) => s.locale);
  const weekday = weekdayName(day.date, locale);
  let hours = t`Closed`;
  if (day.hours) {
    const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: location.timezone });
    hours = time.formatRange(new Date(day.hours.start_at), new Date(day.hours.end_at));
  }
  return (
    <tr aria-current={today ? "date" : undefined}>
      <th scope="row">{today ? t`Today (${weekday})` : weekday}</th>
      <td>{hours}</td>
    </tr>
  );
}

export function LocationClosedScreen({ location }: { location: BookingLocation }) {
  return (
    <section aria-labelledby="qb-closed-title">
      <h1 id="qb-closed-title">
        <Trans>Currently Closed</Trans>
      </h1>
      <p>
        <strong>{locationLabel(location)}</strong>
      </p>
      <p>
        <Trans>Our agents answer requests during these hours:</Trans>
      </p>
      <table css={tableStyles}>
        <tbody>
          {location.future_open_hours.map((day, index) => (
            <OpenHoursRow key={day.date} day={day} today={index === 0} location={location} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
