/** The websites allowed to embed the element: one origin per row, added and removed by buttons. */
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { secondaryButtonStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";

export function OriginsFields(props: {
  origins: string[] /** Given how to change the list as it is then. */;
  onChange(update: (origins: string[]) => string[]): void;
  errorOf(index: number): string | undefined;
}) {
  const { t } = useLingui();
  const listRef = useRef<HTMLFieldSetElement>(null);
  // After a row comes or goes: its field, or "Add a website" when no row is left.
  const focusRow = (index: number) =>
    requestAnimationFrame(() => {
      const list = listRef.current;
      (list?.querySelector<HTMLInputElement>(`#allowed-origin-${index}`) ?? list?.querySelector<HTMLButtonElement>("button:last-of-type"))?.focus();
    });
  return (
    <fieldset ref={listRef}>
      <legend>{t`Websites allowed to embed the booking element`}</legend>
      <p className="hint">{t`The address of each site, like https://www.example.com (no path, no / at the end).`}</p>
      {props.origins.map((origin, i) => {
        const n = i + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are their position; a row's text changes as it is typed.
          <div key={i}>
            <TextField
              id={`allowed-origin-${i}`}
              label={t`Allowed website ${n}`}
              value={origin}
              onChange={(value) => props.onChange((origins) => origins.map((o, j) => (j === i ? value : o)))}
              error={props.errorOf(i)}
            />
            <button
              type="button"
              css={secondaryButtonStyle}
              onClick={() => {
                props.onChange((origins) => origins.filter((_, j) => j !== i));
                focusRow(Math.max(0, i - 1));
              }}
            >
              {t`Remove website ${n}`}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        css={secondaryButtonStyle}
        onClick={() => {
          props.onChange((origins) => [...origins, ""]);
          focusRow(props.origins.length);
        }}
      >
        {t`Add a website`}
      </button>
    </fieldset>
  );
}
