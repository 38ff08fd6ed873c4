/**
 * Base styles of the flow, built only on `--qb-*` variables so host pages can theme them.
 * One rule per line, as in form-styles.ts: template literals are not minified, and these
 * styles count against the form's download budget.
 *
 * The language picker is themed like the rest (a native select otherwise wears the browser's
 * colours on any theme); its border is the muted text colour, which a theme keeps readable on
 * its background, so the box stands out at 3:1 where the light `--qb-border` would not. Its text
 * is 16 px like every control's: under that, Safari on iPhones zooms the page when it takes focus.
 * So boxes and radios take the element's 16 px (not the browser's 13.3), and on a phone the
 * footer's link is not the 14 px of its text on wider screens.
 */
import { css } from "@emotion/react";
import { FOCUS_RING } from "../theme/focus-ring.js";

export const appStyles = css`
.qb-app{display:flex;flex-direction:column;min-height:var(--qb-app-min-height,100%)}
.qb-main{flex:1;padding:16px;max-width:960px;width:100%;margin:0 auto;min-height:var(--qb-main-min-height,auto)}
.qb-header{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:72px;padding:0 16px;border-bottom:1px solid var(--qb-border,#dadce0)}
.qb-header img{max-height:48px}
.qb-header a{color:inherit;text-decoration:none;font-weight:var(--qb-font-weight-bold)}
.qb-language-picker{font:inherit;padding:6px 8px;border:1px solid var(--qb-muted,#5f6368);border-radius:4px;background:var(--qb-background,#fff);color:var(--qb-text,#202124);cursor:pointer}
.qb-footer{padding:16px;text-align:center;font-size:14px;color:var(--qb-muted,#5f6368)}
.qb-footer a{color:inherit}
input{font-size:inherit}
@media (max-width:599px){.qb-footer{font-size:inherit}}
.qb-button{font:inherit;font-weight:var(--qb-font-weight-bold);border-radius:4px;padding:10px 20px;border:1px solid var(--qb-primary);background:var(--qb-primary);color:var(--qb-on-primary,#fff);cursor:pointer}
.qb-button[disabled],.qb-button[aria-disabled="true"]{opacity:.55;cursor:not-allowed}
.qb-button.qb-secondary{background:transparent;color:var(--qb-primary)}
button:focus-visible,select:focus-visible,input:focus-visible,textarea:focus-visible,a:focus-visible{${FOCUS_RING}}
h1{font-size:24px;font-weight:var(--qb-font-weight-bold);margin:8px 0 16px}
.qb-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
