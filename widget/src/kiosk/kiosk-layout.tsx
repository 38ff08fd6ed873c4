/**
 * The kiosk's layout: a touch screen in a lobby, used standing, at arm's length, by anyone —
 * in portrait (1080×1920) or landscape (1920×1080). Large type, a centred column, and every
 * control at least 48×48 CSS pixels (a finger, not a pointer: WCAG 2.5.5's size, which we hold
 * kiosks to); choices as large rows. Loaded with the kiosk's own chunk, so no other mode pays
 * for it; it only adds to the styles every mode has, under `data-mode="kiosk"`.
 */
import { Global, css } from "@emotion/react";
import { K, KIOSK_TARGET_PX, KioskFrameStyles } from "./kiosk-frame-styles.js";

const T = `${KIOSK_TARGET_PX}px`;

/**
 * The rest of the kiosk's rules; the frame's (type, header, main, buttons) are in
 * kiosk-frame-styles.tsx. The check-in offer's slot keeps the offer's room while its chunk loads
 * (117 px on a tablet, 147 px on a phone, where its button takes two lines).
 */
const kioskStyles = css`
${K} .qb-kiosk-languages [aria-pressed=true]{background:var(--qb-primary);color:var(--qb-on-primary,#fff)}
${K} button,${K} .qb-button,${K} a.qb-button,${K} select,${K} input:not([type=checkbox]):not([type=radio]),${K} textarea{min-height:${T};min-width:${T};font-size:20px;box-sizing:border-box}
${K} .qb-button{padding:12px 28px}
${K} .qb-kiosk-languages .qb-button{padding:10px 18px}
${K} .qb-main form{max-width:none}
${K} h1{font-size:34px}
${K} h2{font-size:26px}
${K} label:has(>input[type=checkbox]),${K} label:has(>input[type=radio]),${K} .qb-check{min-height:${T};display:flex;align-items:center;gap:12px}
${K} input[type=checkbox],${K} input[type=radio]{width:28px;height:28px;flex:none}
${K} .qb-phone-country{min-height:${T};min-width:${T}}
${K} .qb-location-item{min-height:72px;font-size:20px}
${K} .qb-stars-row{font-size:${KIOSK_TARGET_PX * 2}px}
${K} .qb-hint,${K} .qb-wait,${K} .qb-location,${K} .qb-field-error,${K} .qb-policy{font-size:18px}
${K} .qb-kiosk-check-in-slot{min-height:150px}
`;

/** Also the frame's rules, for a kiosk whose header has no language buttons to bring them. */
export function KioskLayout() {
  return (
    <>
      <KioskFrameStyles />
      <Global styles={kioskStyles} />
    </>
  );
}
