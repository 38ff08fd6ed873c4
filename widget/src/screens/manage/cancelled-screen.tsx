/**
 * The cancelled appointment (spec section 2): a title and a book-another button back to the
 * same location's form, with the same meeting method and language (English when the language
 * is not one the element offers).
 */
import { Trans } from "@lingui/react/macro";
import { DEFAULT_LOCALE, matchLocale } from "../../contract/index.js";
import { useElement, useElementState } from "../../element/element-context.js";
import { useKioskMode } from "../../kiosk/use-kiosk-mode.js";
import { useKioskReset } from "../../kiosk/use-kiosk-reset.js";
import { BASE_PATH } from "../../routing/route.js";
import type { ManageAppointment } from "./manage-appointment.js";

export function CancelledScreen({ appointment }: { appointment: ManageAppointment }) {
  const { navigate } = useElement();
  const queryLang = useElementState((s) => s.route.query.lang);
  const locale = useElementState((s) => s.locale);
  const lang = matchLocale(queryLang ?? locale) ?? DEFAULT_LOCALE;
  const kiosk = useKioskMode();
  const resetKiosk = useKioskReset();
  const { location_id, meeting_method } = appointment.attributes;
  const bookAnother = () =>
    kiosk ? resetKiosk(location_id) : navigate({ path: `${BASE_PATH}/${location_id}`, query: { meeting_method: String(meeting_method), lang } });
  return (
    <section className="qb-manage-cancelled">
      <h1>
        <Trans>This appointment has been cancelled</Trans>
      </h1>
      <button type="button" className="qb-button" onClick={bookAnother}>
        {kiosk ? <Trans>Restart from the home page</Trans> : <Trans>Book another</Trans>}
      </button>
    </section>
  );
}
