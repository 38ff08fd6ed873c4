/**
 * Opening a setup section signed in as the demo's admin (Dana Brooks, role 30), and the vendor
 * document as the server holds it, read and changed behind the screen's back as a second admin
 * would.
 */
import { getDocument, patchDocument } from "../../helpers/admin-document.js";
import { type MountedPage, type OfficeTestServer, typeInto, waitFor } from "../helpers/office-harness.js";

const PASSWORD = "the admin's password";

export async function openSetup(office: OfficeTestServer, path: string): Promise<MountedPage> {
  const email = "dana.setup@maple.example";
  await office.account("dana", email, PASSWORD);
  const page = await office.open("/office");
  typeInto(await page.byId<HTMLInputElement>("sign-in-email"), email);
  typeInto(await page.byId<HTMLInputElement>("sign-in-password"), PASSWORD);
  (await page.button("Sign in")).click();
  await waitFor(() => page.office.context.store.getState().session.status === "signed-in", 20_000);
  page.office.context.history.go(path);
  // Setup's own nav is there once its chunk is, and "Loading…" goes once the document is read.
  // The first test of a file also waits for the chunk's first transform: on a busy machine, seconds.
  await waitFor(() => page.container.querySelector('nav[aria-label="Setup"]') && !page.text().includes("Loading…"), 20_000);
  return page;
}

export async function storedDocument(office: OfficeTestServer): Promise<Record<string, unknown> & { etag: string }> {
  const res = await getDocument(office.server, "demo");
  return { ...(res.json() as Record<string, unknown>), etag: String(res.headers.etag) };
}

/** A second admin's save: a merge patch on the stored version. */
export async function changeBehindTheScreen(office: OfficeTestServer, patch: Record<string, unknown>): Promise<void> {
  const current = await storedDocument(office);
  const res = await patchDocument(office.server, "demo", patch, { "if-match": current.etag });
  if (res.statusCode !== 200) throw new Error(`the other admin's save: ${res.statusCode} ${res.body}`);
}

export function alertOf(page: MountedPage, id: string): HTMLElement {
  const alert = page.container.ownerDocument.getElementById(id);
  if (!alert) throw new Error(`no alert #${id}`);
  return alert;
}
