/**
 * Where the desk is: the location (found by typing), the zone its times are in, and whether live
 * updates are on. None of this is a live region; the announcer says what changes.
 */
import { useLingui } from "@lingui/react/macro";
import { useDesk, useDeskState } from "./desk-context.js";
import { zoneName } from "./desk-time.js";
import { LocationCombobox } from "./location-combobox.js";

export function DeskWhere() {
  const { t, i18n } = useLingui();
  const { actions } = useDesk();
  const branches = useDeskState((s) => s.me?.meta.locations);
  const locationId = useDeskState((s) => s.locationId);
  const where = useDeskState((s) => s.day?.meta.location);
  const live = useDeskState((s) => s.live);
  if (!branches?.length) return null;
  const zone = where ? zoneName(where.timezone, where.local_now, i18n.locale) : "";
  const liveText = { off: "", connecting: t`Connecting live updates…`, on: t`Live updates on.`, paused: t`Live updates paused; reconnecting…` }[live];
  return (
    <div>
      <LocationCombobox branches={branches} selectedId={locationId} onSelect={(id) => void actions.selectLocation(id)} />
      {zone && <p>{t`Times are the location's: ${zone}.`}</p>}
      {liveText && <p>{liveText}</p>}
    </div>
  );
}
