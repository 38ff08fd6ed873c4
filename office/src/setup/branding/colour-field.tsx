/** A colour as hex text (what the document keeps) with the browser's colour picker beside it, both labelled. */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { TextField } from "../../ui/text-field.js";
import { HEX_COLOUR } from "./branding-form.js";

const rowStyle = css`
  display: flex;
  gap: 0.5rem;
  align-items: end;
  > div {
    flex: 1;
  }
  input[type="color"] {
    width: 44px;
    height: 44px;
    padding: 0;
    border: 1px solid #5f6368;
    border-radius: 6px;
  }
`;

export function ColourField(props: { id: string; label: string; value: string; onChange(value: string): void; error?: string | undefined }) {
  const { t } = useLingui();
  const label = props.label;
  return (
    <div css={rowStyle}>
      <TextField id={props.id} label={label} hint={t`A hex colour like #1a73e8.`} value={props.value} onChange={props.onChange} error={props.error} />
      <input
        type="color"
        aria-label={t`${label}: picker`}
        value={HEX_COLOUR.test(props.value) && props.value.length === 7 ? props.value : "#000000"}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
