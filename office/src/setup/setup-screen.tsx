/**
 * `/office/setup` (admins): the vendor document's sections, each a screen of its own below this
 * path, sharing one read of the document (`document-store.ts`) for as long as setup is open.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useOffice, useOfficeState } from "../app/office-context.js";
import { NotFoundScreen } from "../screens/not-found/not-found-screen.js";
import { FormAlert } from "../ui/form-alert.js";
import { Loading } from "../ui/loading.js";
import { buttonStyle } from "../ui/styles.js";
import { useFailureMessage } from "../ui/use-failure-message.js";
import { createSetupStore } from "./document-store.js";
import { SetupContext, useSetupState, useSetupStore } from "./setup-context.js";
import { SetupNav } from "./setup-nav.js";
import { SetupOverview } from "./setup-overview.js";
import { sectionOf } from "./setup-sections.js";

function SetupBody() {
  const { t } = useLingui();
  const store = useSetupStore();
  const document = useSetupState((state) => state.document);
  const path = useOfficeState((state) => state.path);
  const failureMessage = useFailureMessage();
  const { section, known } = sectionOf(path);
  if (!known) return <NotFoundScreen />;
  let body;
  if (document.status === "loading")
    body = (
      <>
        <h1>{t`Setup`}</h1>
        <Loading />
      </>
    );
  else if (document.status === "failed")
    body = (
      <>
        <h1>{t`Setup`}</h1>
        <FormAlert id="setup-alert" message={failureMessage(document.failure)} />
        <button type="button" css={buttonStyle} onClick={() => void store.getState().load()}>{t`Try again`}</button>
      </>
    );
  else if (section) {
    const Section = section.section;
    body = <Section />;
  } else body = <SetupOverview />;
  return (
    <>
      <SetupNav current={section} />
      {body}
    </>
  );
}

export default function SetupScreen() {
  const { api } = useOffice();
  const [store] = useState(() => createSetupStore(api));
  useEffect(() => {
    void store.getState().load();
  }, [store]);
  return (
    <SetupContext.Provider value={store}>
      <SetupBody />
    </SetupContext.Provider>
  );
}
