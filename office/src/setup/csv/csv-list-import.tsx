/**
 * One list's CSV (branches or staff): the "Download CSV" link, and an import in two steps —
 * the server's preview of what the file would add, change and deactivate, then "Apply" over the
 * version that preview was computed from (a change made meanwhile is a 412: preview again).
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { CsvImportPreview, CsvList, CsvRowError } from "#contract";
import { useSignedIn } from "../../app/office-context.js";
import { FormAlert } from "../../ui/form-alert.js";
import { StatusMessage } from "../../ui/status-message.js";
import { buttonStyle, cardStyle, secondaryButtonStyle } from "../../ui/styles.js";
import { useSetupStore } from "../setup-context.js";
import { applyCsv, csvPath, previewCsv } from "./csv-calls.js";

/** How many rows of each kind the preview lists; the counts say the rest. */
const FIRST_ROWS = 10;

const fileStyle = css`
  min-height: 44px;
  max-width: 100%;
`;

export function CsvListImport({ list, title }: { list: CsvList; title: string }) {
  const { t } = useLingui();
  const id = useId();
  const session = useSignedIn();
  const store = useSetupStore();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvImportPreview | null>(null);
  const [errors, setErrors] = useState<CsvRowError[]>([]);
  const [alert, setAlert] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const place = (error: CsvRowError) =>
    [error.row === null ? null : t`Row ${error.row}`, error.column ? t`column ${error.column}` : null, error.key].filter(Boolean).join(", ");

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setErrors([]);
    setAlert(undefined);
    setStatus(undefined);
    if (!chosen) return;
    setBusy(true);
    const result = await previewCsv(list, chosen, session.csrf_token);
    setBusy(false);
    if (result.kind === "preview") {
      setPreview(result.preview);
      setErrors(result.preview.errors);
      if (result.preview.errors.length) setAlert(t`This file cannot be imported. Correct the errors listed below and choose it again.`);
      else
        setStatus(
          t`Preview ready: ${result.preview.added.length} to add, ${result.preview.changed.length} to change, ${result.preview.deactivated.length} to deactivate.`,
        );
    } else if (result.kind === "refused") {
      setErrors(result.errors);
      setAlert(t`This file cannot be imported. Correct the errors listed below and choose it again.`);
    } else setAlert(t`The file could not be read by the server. Try again.`);
  };

  const apply = async () => {
    if (!file || !preview) return;
    setBusy(true);
    setAlert(undefined);
    const result = await applyCsv(list, file, session.csrf_token, preview.etag);
    setBusy(false);
    if (result.kind === "applied") {
      setStatus(t`Imported: ${preview.added.length} added, ${preview.changed.length} changed, ${preview.deactivated.length} deactivated.`);
      setPreview(null);
      await store.getState().load();
    } else if (result.kind === "conflict") {
      setPreview(null);
      setAlert(t`Someone changed the data since this preview. Nothing was imported. Choose the file again to see a new preview.`);
    } else if (result.kind === "refused") {
      setErrors(result.errors);
      setAlert(t`This file cannot be imported. Correct the errors listed below and choose it again.`);
    } else setAlert(t`The import failed. Nothing was imported. Try again.`);
  };

  const ready = preview !== null && errors.length === 0;
  return (
    <section css={cardStyle} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>
        <a href={csvPath(list)} download>
          {t`Download CSV`}
        </a>
      </p>
      <label htmlFor={`${id}-file`}>{t`Import a CSV file`}</label>
      <div>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          css={fileStyle}
          disabled={busy}
          aria-describedby={`${id}-alert`}
          onChange={(event) => void choose(event.currentTarget.files?.[0] ?? null)}
        />
      </div>
      {preview ? (
        <div>
          <p>
            {t`Rows read: ${preview.rows}. To add: ${preview.added.length}. To change: ${preview.changed.length}. To deactivate: ${preview.deactivated.length}. Unchanged: ${preview.unchanged}.`}
          </p>
          {preview.added.length ? (
            <>
              <h3>{t`To add`}</h3>
              <ul>
                {preview.added.slice(0, FIRST_ROWS).map((row) => (
                  <li key={row.key}>{t`Row ${row.row}: ${row.key}`}</li>
                ))}
              </ul>
            </>
          ) : null}
          {preview.changed.length ? (
            <>
              <h3>{t`To change`}</h3>
              <ul>
                {preview.changed.slice(0, FIRST_ROWS).map((row) => (
                  <li key={row.key}>
                    {t`Row ${row.row}: ${row.key}`} ({row.fields.map((field) => field.column).join(", ")})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {preview.deactivated.length ? (
            <>
              <h3>{t`To deactivate`}</h3>
              <ul>
                {preview.deactivated.slice(0, FIRST_ROWS).map((row) => (
                  <li key={row.key}>{row.key}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {errors.length ? (
        <>
          <h3>{t`Errors`}</h3>
          <ul>
            {errors.slice(0, 50).map((error, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: errors have no identity of their own
              <li key={index}>
                {place(error)}: {error.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {ready ? (
        <button type="button" css={buttonStyle} disabled={busy} onClick={() => void apply()}>
          {t`Apply`}
        </button>
      ) : null}
      {file && !preview && !busy ? (
        <button type="button" css={secondaryButtonStyle} onClick={() => void choose(file)}>
          {t`Preview again`}
        </button>
      ) : null}
      <FormAlert id={`${id}-alert`} message={alert} />
      <StatusMessage message={status} />
    </section>
  );
}
