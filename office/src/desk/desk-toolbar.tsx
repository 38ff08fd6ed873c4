/**
 * The desk's own controls: call the next client (the caller's due booking first, else the
 * longest-waiting walk-in they can serve) and one's own presence at the location.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useDesk, useDeskState } from "./desk-context.js";
import { myStaffId } from "./desk-store.js";
import { buttonStyle, secondaryButtonStyle } from "../ui/styles.js";

const style = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1rem 0;
`;

export function DeskToolbar() {
  const { t } = useLingui();
  const { actions } = useDesk();
  const [calling, setCalling] = useState(false);
  const locationId = useDeskState((s) => s.locationId);
  const assigned = useDeskState((s) => s.me?.meta.locations.find((l) => l.id === s.locationId)?.assigned ?? false);
  const onDuty = useDeskState((s) => s.line?.meta.staff.some((member) => member.id === myStaffId(s)) ?? false);
  const hasLine = useDeskState((s) => s.line !== undefined);
  if (locationId === undefined) return null;
  return (
    <div css={style}>
      <button
        type="button"
        css={buttonStyle}
        aria-disabled={calling || undefined}
        onClick={async () => {
          if (calling) return;
          setCalling(true);
          await actions.callNext();
          setCalling(false);
        }}
      >
        {t`Call next`}
      </button>
      {assigned && hasLine && (
        <button type="button" css={secondaryButtonStyle} aria-pressed={onDuty} onClick={() => void actions.presence(!onDuty)}>
          {t`On duty`}
        </button>
      )}
    </div>
  );
}
