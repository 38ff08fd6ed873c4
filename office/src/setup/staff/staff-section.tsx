/**
 * `/office/setup/staff`: the vendor's staff, found by name, key or email (filtered in memory, a
 * page at a time, as a vendor may have thousands), each removable with an inline confirmation.
 * Removing saves the staff list without them; the server ends their sessions at once.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useDeferredValue, useState } from "react";
import { secondaryButtonStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { SaveFeedback } from "../save-feedback.js";
import { useVendorDocument } from "../setup-context.js";
import { useSave } from "../use-save.js";
import { useGo } from "../../app/use-go.js";
import { setupPath } from "../setup-paths.js";
import { useSetupPath } from "../use-setup-path.js";
import { InviteButton } from "./invite-button.js";
import { StaffForm } from "./staff-form.js";
import { StaffRow } from "./staff-row.js";

const PAGE = 50;

const listStyle = css`
  list-style: none;
  padding: 0;
  margin: 0;
`;

export default function StaffSection() {
  const [key] = useSetupPath();
  return key === undefined ? <StaffList /> : <StaffMember staffKey={key} />;
}

/** `/new` or `/{key}`: one person's form, with the invitation once they are saved. */
function StaffMember({ staffKey }: { staffKey: string }) {
  const { t } = useLingui();
  const { doc, version } = useVendorDocument();
  const { linkProps } = useGo();
  const back = (
    <p>
      <a {...linkProps(setupPath("staff"))}>{t`All staff`}</a>
    </p>
  );
  if (staffKey === "new")
    return (
      <>
        <h1 id="staff-heading">{t`New staff member`}</h1>
        {back}
        <StaffForm key="new" doc={doc} version={version} index={undefined} />
      </>
    );
  const index = doc.staff.findIndex((person) => person.key === staffKey);
  const person = doc.staff[index];
  if (!person)
    return (
      <>
        <h1>{t`Staff member not found`}</h1>
        <p>{t`There is no staff member with this key. Someone may have removed them.`}</p>
        {back}
      </>
    );
  const name = person.full_name;
  return (
    <>
      <h1 id="staff-heading">{t`Staff member: ${name}`}</h1>
      {back}
      <StaffForm key={staffKey} doc={doc} version={version} index={index} />
      <InviteButton staffKey={person.key} email={person.email} />
    </>
  );
}

function StaffList() {
  const { t } = useLingui();
  const { doc } = useVendorDocument();
  const { linkProps } = useGo();
  const { save, busy, feedback, reload } = useSave("staff");
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(PAGE);
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const found = doc.staff
    .map((person, index) => ({ person, index }))
    .filter(({ person }) => !deferred || [person.key, person.full_name, person.email ?? ""].some((text) => text.toLowerCase().includes(deferred)));

  const remove = (index: number) => void save({ staff: doc.staff.filter((_, at) => at !== index) });

  return (
    <>
      <h1>{t`Staff`}</h1>
      <p>
        <a {...linkProps(setupPath("staff", "new"))}>{t`Add a staff member`}</a>
      </p>
      <TextField
        id="staff-search"
        label={t`Find a person`}
        value={query}
        onChange={(value) => {
          setQuery(value);
          setShown(PAGE);
        }}
      />
      <p role="status">{t`${found.length} of ${doc.staff.length} people`}</p>
      <ul css={listStyle}>
        {found.slice(0, shown).map(({ person, index }) => (
          <StaffRow key={person.key} person={person} busy={busy} onRemove={() => remove(index)} />
        ))}
      </ul>
      {found.length > shown ? (
        <button type="button" css={secondaryButtonStyle} onClick={() => setShown(shown + PAGE)}>
          {t`Show more`}
        </button>
      ) : null}
      <SaveFeedback id="staff-alert" feedback={feedback} onReload={() => void reload()} />
    </>
  );
}
