/**
 * `/office/setup/locations`: the list of branches; `/new` a new one's form; `/{key}` a branch's
 * form, or "not found" for a key the document does not have (removed by someone meanwhile).
 */
import { useLingui } from "@lingui/react/macro";
import { useGo } from "../../app/use-go.js";
import { useVendorDocument } from "../setup-context.js";
import { setupPath } from "../setup-paths.js";
import { useSetupPath } from "../use-setup-path.js";
import { BranchForm } from "./branch-form.js";
import { BranchList } from "./branch-list.js";

export default function LocationsSection() {
  const { t } = useLingui();
  const { doc, version } = useVendorDocument();
  const { linkProps } = useGo();
  const [key] = useSetupPath();
  if (key === undefined) return <BranchList />;
  const back = (
    <p>
      <a {...linkProps(setupPath("locations"))}>{t`All branches`}</a>
    </p>
  );
  if (key === "new")
    return (
      <>
        <h1 id="branch-heading">{t`New branch`}</h1>
        {back}
        <BranchForm key="new" doc={doc} version={version} index={undefined} />
      </>
    );
  const index = doc.locations.findIndex((location) => location.key === key);
  const location = doc.locations[index];
  if (!location)
    return (
      <>
        <h1>{t`Branch not found`}</h1>
        <p>{t`There is no branch with this key. Someone may have removed it.`}</p>
        {back}
      </>
    );
  const name = location.name || location.address;
  return (
    <>
      <h1 id="branch-heading">{t`Branch: ${name}`}</h1>
      {back}
      <BranchForm key={key} doc={doc} version={version} index={index} />
    </>
  );
}
