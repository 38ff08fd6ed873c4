/**
 * Starts the app in its container (the page's `#office`): reads the page's data, loads the
 * page's language, renders, and asks who is signed in.
 */
import { createRoot } from "react-dom/client";
import { createOfficeI18n } from "../i18n/office-i18n.js";
import { readPageData } from "../page/page-data.js";
import { createOfficeContext, loadSession } from "./create-office-context.js";
import type { OfficeContextValue } from "./office-context.js";
import { OfficeRoot } from "./office-root.js";

export interface MountedOffice {
  context: OfficeContextValue;
  unmount(): void;
}

export async function mountOffice(container: HTMLElement, win: Window = window): Promise<MountedOffice> {
  const page = readPageData(container);
  const context = createOfficeContext(page, win);
  // Who is signed in is asked while the language's texts arrive.
  const session = loadSession(context);
  const i18n = await createOfficeI18n(page.locale);
  const root = createRoot(container);
  root.render(<OfficeRoot context={context} i18n={i18n} />);
  await session;
  return { context, unmount: () => root.unmount() };
}
