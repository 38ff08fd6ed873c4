/**
 * Everything kept about the clients found: who they are, then each visit and booking with where,
 * what, when (the page's language, the browser's clock), how it ended, and what they wrote. An
 * erased visit says so instead of showing empty fields.
 */
import { useLingui } from "@lingui/react/macro";
import type { PrivacyBooking, PrivacyLookupResponse, PrivacyVisit } from "#contract";
import { useVisitStatusName } from "./visit-status-name.js";

type Records = PrivacyLookupResponse["data"];

function useWhen(): (iso: string | null) => string {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" });
  return (iso) => (iso ? format.format(new Date(iso)) : "");
}

function VisitItem({ visit, start }: { visit: PrivacyVisit | PrivacyBooking; start: string }) {
  const { t } = useLingui();
  const statusName = useVisitStatusName();
  const when = useWhen();
  const place = visit.location;
  const service = visit.service;
  const status = statusName(visit.status);
  const at = when(start);
  return (
    <li>
      {t`${at}: ${service} at ${place} — ${status}`}
      {visit.erased_at ? (
        <p>{t`Personal data erased on ${when(visit.erased_at)}.`}</p>
      ) : (
        <ul>
          {visit.notes ? <li>{t`Notes: ${visit.notes}`}</li> : null}
          {visit.car_details ? <li>{t`Car: ${visit.car_details}`}</li> : null}
          {visit.answers.map((answer) => {
            const label = answer.label;
            const value = typeof answer.value === "string" ? answer.value : JSON.stringify(answer.value);
            return <li key={answer.question}>{t`${label}: ${value}`}</li>;
          })}
        </ul>
      )}
    </li>
  );
}

export function ClientRecords({ records }: { records: Records }) {
  const { t } = useLingui();
  return (
    <>
      <h3>{t`Clients`}</h3>
      <ul>
        {records.clients.map((client) => {
          const name = `${client.first_name} ${client.last_name}`.trim() || t`(no name)`;
          const contact = [client.email, client.cell_phone_formatted || client.cell_phone].filter(Boolean).join(", ");
          return <li key={client.id}>{contact ? t`${name} — ${contact}` : name}</li>;
        })}
      </ul>
      <h3>{t`Visits`}</h3>
      {records.visits.length ? (
        <ul>
          {records.visits.map((visit) => (
            <VisitItem key={visit.id} visit={visit} start={visit.created_at} />
          ))}
        </ul>
      ) : (
        <p>{t`No visits.`}</p>
      )}
      <h3>{t`Bookings`}</h3>
      {records.bookings.length ? (
        <ul>
          {records.bookings.map((booking) => (
            <VisitItem key={booking.id} visit={booking} start={booking.starts_at} />
          ))}
        </ul>
      ) : (
        <p>{t`No bookings.`}</p>
      )}
    </>
  );
}
