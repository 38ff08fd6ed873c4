/**
 * `/select-staff` (spec flow step "staff-preferences"), when the vendor shows the staff picker:
 * anyone free, or one person — with their photo and languages when the vendor shows them.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useElementState } from "../../element/element-context.js";
import { ErrorScreen } from "../../ui/error-screen.js";
import { BookingSummary } from "./booking-summary.js";
import { languageName } from "../../format/local-time.js";
import { Loading } from "./loading.js";
import { StepHeading } from "./step-heading.js";
import type { StepProps } from "./step-props.js";
import { useBookableStaff } from "./use-booking-api.js";
import { useBookingSummary } from "./use-booking-summary.js";

export function StaffStep(props: StepProps) {
  const { t } = useLingui();
  const locale = useElementState((s) => s.locale);
  const staff = useBookableStaff(props.selection);
  const [staffId, setStaffId] = useState<number | undefined>(props.selection.staffId);
  const summary = useBookingSummary(props, false);
  // The step paints once, whole: see use-booking-summary.ts.
  if (staff.status === "loading" || !summary.ready) return <Loading />;
  if (staff.status === "error") return <ErrorScreen kind="error" />;
  const list = staff.data.data;
  const { show_staff_photos: photos, show_staff_languages: languages } = props.settings.client_view;
  const listFormat = new Intl.ListFormat(locale, { type: "conjunction" });
  return (
    <>
      <StepHeading>
        <Trans>Choose who you would like to meet</Trans>
      </StepHeading>
      <fieldset className="qb-choices">
        <legend className="qb-visually-hidden">{t`Staff`}</legend>
        <label className="qb-choice">
          <input type="radio" name="qb-staff" checked={staffId === undefined} onChange={() => setStaffId(undefined)} />
          <span className="qb-choice-text">
            <span>
              <Trans>Any available staff member</Trans>
            </span>
            <span className="qb-muted">
              <Trans>See the most times</Trans>
            </span>
          </span>
        </label>
        {list.map((person) => {
          const spoken = person.attributes.languages.map((tag) => languageName(tag, locale));
          const spokenList = listFormat.format(spoken);
          return (
            <label key={person.id} className="qb-choice">
              <input type="radio" name="qb-staff" checked={staffId === person.id} onChange={() => setStaffId(person.id)} />
              {photos && person.attributes.photo_url ? <img src={person.attributes.photo_url} alt="" /> : null}
              <span className="qb-choice-text">
                <span>{person.attributes.full_name}</span>
                {languages && spoken.length ? (
                  <span className="qb-muted">
                    <Trans>Speaks {spokenList}</Trans>
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="qb-actions">
        <button type="button" className="qb-link-button" onClick={() => props.go("select-location")}>
          <Trans>Back</Trans>
        </button>
        <button type="button" className="qb-button" onClick={() => props.next({ staff: staffId, date: undefined, start: undefined })}>
          <Trans>Continue</Trans>
        </button>
      </div>
      <BookingSummary {...props} facts={summary} />
    </>
  );
}
