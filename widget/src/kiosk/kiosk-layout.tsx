/**
 * The kiosk's layout: a touch screen in a lobby, used standing, at arm's length, by anyone —
 * in portrait (1080×1920) or landscape (1920×1080). Large type, a centred column, and every
 * control at least 48×48 CSS pixels (a finger, not a pointer: WCAG 2.5.5's size, which we hold
 * kiosks to); choices as large rows. Loaded with the kiosk's own chunk, so no other mode pays
 * for it; it only adds to the styles every mode has, under `data-mode="kiosk"`.
 */
import { Global, css } from "@emotion/react";

/** The smallest a kiosk control may be either way, in CSS pixels. */
export const KIOSK_TARGET_PX = 48;

const K = `.qb-app[data-mode="kiosk"]`;
const T = `${KIOSK_TARGET_PX}px`;

const kioskStyles = css`
${K}{font-size:20px}
${K} .qb-main{max-width:720px;padding:32px 24px}
${K} .qb-main form{max-width:none}
${K} h1{font-size:34px}
${K} h2{font-size:26px}
${K} .qb-header{min-height:88px;flex-wrap:wrap;padding:12px 24px}
${K} .qb-header>div{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
${K} .qb-kiosk-languages{display:flex;flex-wrap:wrap;gap:8px}
${K} .qb-kiosk-languages .qb-button{padding:10px 18px}
${K} .qb-kiosk-languages [aria-pressed=true]{background:var(--qb-primary);color:var(--qb-on-primary,#fff)}
${K} button,${K} .qb-button,${K} a.qb-button,${K} select,${K} input:not([type=checkbox]):not([type=radio]),${K} textarea{min-height:${T};min-width:${T};font-size:20px;box-sizing:border-box}
${K} .qb-button{padding:12px 28px}
${K} label:has(>input[type=checkbox]),${K} label:has(>input[type=radio]),${K} .qb-check{min-height:${T};display:flex;align-items:center;gap:12px}
${K} input[type=checkbox],${K} input[type=radio]{width:28px;height:28px;flex:none}
${K} .qb-phone-country{min-height:${T};min-width:${T}}
${K} .qb-location-item{min-height:72px;font-size:20px}
${K} .qb-stars-row{font-size:${KIOSK_TARGET_PX * 2}px}
${K} .qb-hint,${K} .qb-wait,${K} .qb-location,${K} .qb-field-error,${K} .qb-policy{font-size:18px}
`;

export function KioskLayout() {
  return <Global styles={kioskStyles} />;
}
