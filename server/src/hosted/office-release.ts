/**
 * Which script the back office's page loads: this build's own entry,
 * `/office/assets/r/{release}/office.js`, named in the build's `release.json` (rollup.config.mjs),
 * so a page open across a deploy keeps asking for the chunks of its own build, as hosted pages do
 * (`widget-release.ts`). Without a release, the plain entry.
 */
import { releaseIdOf } from "./widget-release.js";

/** Where the back office's files are served from. */
export const OFFICE_ASSETS_PATH = "/office/assets";
/** The entry that always holds the latest build. */
export const OFFICE_ENTRY_PATH = `${OFFICE_ASSETS_PATH}/office.js`;

export async function officeEntryPath(officeDir: string, now = Date.now()): Promise<string> {
  const id = await releaseIdOf(officeDir, now);
  return id ? `${OFFICE_ASSETS_PATH}/r/${id}/office.js` : OFFICE_ENTRY_PATH;
}
