/**
 * Hours per weekday in the location's own time (spec section 2): closed, or open–close in the
 * element's locale. Sunday first, or last in ISO-style locales. Under them, whose time that is:
 * the location's zone as its clock reads now (the server's `local_now`, not the browser's rules).
 */
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { zoneLabel, type LocalTime, type WeeklyHours } from "#contract";
import { useElementState } from "../../element/element-context.js";
import { formatHoursRange, isAllDay, weekdayName, weekdaysInOrder } from "./format-opening-hours.js";

export function OpeningHoursTable({ hours, now }: { hours: WeeklyHours; now: LocalTime }) {
  const { t } = useLingui();
  const locale = useElementState((s) => s.locale);
  const headingId = useId();
  const zone = zoneLabel(now, locale);
  return (
    <div className="qb-opening-hours">
      <h3 id={headingId}>{t`Hours`}</h3>
      <table aria-labelledby={headingId}>
        <tbody>
          {weekdaysInOrder(locale).map((day) => {
            const today = hours[day];
            return (
              <tr key={day} data-weekday={day}>
                <th scope="row">{weekdayName(locale, day)}</th>
                <td>{!today ? t`Closed` : isAllDay(today) ? t`Open 24 hours` : formatHoursRange(locale, today)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>{t`Local time (${zone})`}</p>
    </div>
  );
}
