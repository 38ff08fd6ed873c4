/**
 * Back into the line after a visit that did not happen (spec section 2): the same location's
 * form of the same vendor (its path or `vendor`, and the visit's mode and source kept) with the
 * same meeting method and language (English when the language is not one the
 * element offers). A kiosk restarts instead.
 */
import { Trans } from "@lingui/react/macro";
import { DEFAULT_LOCALE, matchLocale } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { useKioskMode } from "../../routing/use-display-mode.js";
import { useKioskReset } from "../../kiosk/use-kiosk-reset.js";
import { BASE_PATH, visitRoute } from "../../routing/route.js";
import type { ManageAttributes } from "./manage-appointment.js";

export function BookAnotherButton({ attributes }: { attributes: Pick<ManageAttributes, "location_id" | "meeting_method"> }) {
  const { navigate } = useElement();
  const route = useElementState((s) => s.route);
  const queryLang = route.query.lang;
  const locale = useElementState((s) => s.locale);
  const lang = matchLocale(queryLang ?? locale) ?? DEFAULT_LOCALE;
  const kiosk = useKioskMode();
  const resetKiosk = useKioskReset();
  const { location_id, meeting_method } = attributes;
  const bookAnother = () =>
    kiosk ? resetKiosk(location_id) : navigate(visitRoute(route, `${BASE_PATH}/${location_id}`, { meeting_method: String(meeting_method), lang }));
  return (
    <button type="button" className="qb-button qb-book-another" onClick={bookAnother}>
      {kiosk ? <Trans>Restart from the home page</Trans> : <Trans>Book another</Trans>}
    </button>
  );
}
