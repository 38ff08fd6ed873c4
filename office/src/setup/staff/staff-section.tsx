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
import { StaffRow } from "./staff-row.js";

const PAGE = 50;

const listStyle = css`
  list-style: none;
  padding: 0;
  margin: 0;
`;

export default function StaffSection() {
  const { t } = useLingui();
  const { doc } = useVendorDocument();
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
