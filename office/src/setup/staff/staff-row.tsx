/**
 * One person in the staff list: their name, role and email, and "Remove from staff" asked twice
 * inline ("Are you sure? Remove / Keep"), focus moving to the question's answer and back.
 */
import { css } from "@emotion/react";
import { useGo } from "../../app/use-go.js";
import { setupPath } from "../setup-paths.js";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { VendorDocument } from "#contract";
import { secondaryButtonStyle } from "../../ui/styles.js";

type Person = VendorDocument["staff"][number];

const rowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  padding: 8px 0;
  border-bottom: 1px solid #dadce0;
`;

export function StaffRow({ person, busy, onRemove }: { person: Person; busy: boolean; onRemove(): void }) {
  const { linkProps } = useGo();
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (asked.current) removeRef.current?.focus();
    asked.current = asking;
  }, [asking]);
  const role = person.role_level >= 30 ? t`Admin` : person.role_level >= 20 ? t`Manager` : t`Staff`;
  return (
    <li css={rowStyle}>
      <span>
        <a {...linkProps(setupPath("staff", person.key))}>{person.full_name}</a> · {role}
        {person.email ? ` · ${person.email}` : ""}
      </span>
      {asking ? (
        <span>
          {t`Are you sure? Their sessions end at once.`}{" "}
          <button type="button" css={secondaryButtonStyle} disabled={busy} onClick={onRemove}>
            {t`Remove`}
          </button>{" "}
          <button type="button" ref={keepRef} css={secondaryButtonStyle} onClick={() => setAsking(false)}>
            {t`Keep`}
          </button>
        </span>
      ) : (
        <button type="button" ref={removeRef} css={secondaryButtonStyle} aria-label={t`Remove ${person.full_name} from staff`} onClick={() => setAsking(true)}>
          {t`Remove from staff`}
        </button>
      )}
    </li>
  );
}
