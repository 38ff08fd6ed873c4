/** `/office/setup/import`: each list's CSV download, and its import with a preview before applying. */
import { useLingui } from "@lingui/react/macro";
import { CsvListImport } from "./csv-list-import.js";

export default function CsvSection() {
  const { t } = useLingui();
  return (
    <>
      <h1>{t`Import and export`}</h1>
      <p>{t`Download a list as a CSV file, edit it in a spreadsheet, and import it back. You see what the import will do before anything changes.`}</p>
      <CsvListImport list="locations" title={t`Branches`} />
      <CsvListImport list="staff" title={t`Staff`} />
    </>
  );
}
