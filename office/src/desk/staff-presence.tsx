/**
 * Who works at the location, on or off duty and whether serving; managers put others on or off
 * duty here (one's own switch is in the toolbar).
 */
import { useLingui } from "@lingui/react/macro";
import { useDesk, useDeskState } from "./desk-context.js";
import { myStaffId } from "./desk-store.js";
import { secondaryButtonStyle } from "../ui/styles.js";

export function StaffPresence() {
  const { t } = useLingui();
  const { actions } = useDesk();
  const line = useDeskState((s) => s.line);
  const me = useDeskState(myStaffId);
  if (!line) return null;
  const everyone = [...line.meta.staff, ...line.meta.off_duty_staff];
  return (
    <section aria-labelledby="desk-staff-title">
      <h2 id="desk-staff-title">{t`Staff here`}</h2>
      <ul>
        {everyone.map((member) => {
          const name = member.full_name;
          const serving = member.serving_id !== null || member.serving_booking_id !== null;
          const state = member.on_duty ? (serving ? t`on duty, serving` : t`on duty`) : t`off duty`;
          return (
            <li key={member.id}>
              {t`${name} — ${state}`}{" "}
              {line.meta.can_manage_presence && member.id !== me && (
                <button
                  type="button"
                  css={secondaryButtonStyle}
                  aria-label={member.on_duty ? t`Put off duty: ${name}` : t`Put on duty: ${name}`}
                  onClick={() => void actions.presence(!member.on_duty, member)}
                >
                  {member.on_duty ? t`Put off duty` : t`Put on duty`}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
