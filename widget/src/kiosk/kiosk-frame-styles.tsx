/**
 * The part of the kiosk's layout that is on screen before the kiosk's chunk arrives: the larger
 * type, the header with its language buttons and the main column. The header paints at once
 * while the screen below waits for the chunk (kiosk-layout.tsx), so these rules come with the
 * header's language buttons, not with the chunk: applied late, they grew the header from one
 * row to three and pushed the whole page down (the kiosk's largest layout shift).
 */
import { Global, css } from "@emotion/react";

/** The smallest a kiosk control may be either way, in CSS pixels. */
export const KIOSK_TARGET_PX = 48;

/** The kiosk's rules apply under this selector only, so no other mode is touched. */
export const K = `.qb-app[data-mode="kiosk"]`;
const T = `${KIOSK_TARGET_PX}px`;

/** Only what sizes the header and the main column; the rest waits for the chunk. Compact: on the form's path. */
const frameStyles = css`
${K}{font-size:20px}
${K} .qb-main{max-width:720px;padding:32px 24px}
${K} .qb-header{min-height:88px;flex-wrap:wrap;padding:12px 24px}
${K} .qb-header>div{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
${K} .qb-kiosk-languages{display:flex;flex-wrap:wrap;gap:8px}
${K} .qb-header .qb-button{min-height:${T};min-width:${T};font-size:20px;padding:12px 28px}
${K} .qb-kiosk-languages .qb-button{padding:10px 18px}
`;

export function KioskFrameStyles() {
  return <Global styles={frameStyles} />;
}
