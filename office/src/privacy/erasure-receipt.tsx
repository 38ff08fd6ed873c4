/** What an erasure erased, in counts: focused when it appears, so it is read at once. */
import { useLingui } from "@lingui/react/macro";
import type { PrivacyErasureReceipt } from "#contract";
import { useFocusOnArrival } from "../ui/use-focus-on-arrival.js";

export function ErasureReceipt({ receipt }: { receipt: PrivacyErasureReceipt }) {
  const { t, i18n } = useLingui();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const at = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(receipt.erased_at));
  const rows: [string, number][] = [
    [t`Clients`, receipt.clients],
    [t`Visits`, receipt.visits],
    [t`Bookings`, receipt.bookings],
    [t`Answers`, receipt.answers],
    [t`Notifications`, receipt.notifications],
  ];
  return (
    <section aria-labelledby="erasure-receipt-heading">
      <h3 id="erasure-receipt-heading" ref={heading} tabIndex={-1}>
        {t`Erased on ${at}`}
      </h3>
      <dl>
        {rows.map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{i18n.number(count)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
