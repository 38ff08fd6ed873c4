/**
 * Styles of the client forms (the join form and the booking's details step), built only on `--qb-*` custom properties with fallbacks.
 * A field's border defaults to a grey of 3.7:1 on white (WCAG 1.4.11 asks 3:1 for what identifies a
 * control); cards keep the lighter `#dadce0`, which only groups. A host's `--qb-border` is drawn as given.
 * On a phone the policy's links are 16 px, as every control there (app-styles.ts says why).
 * One rule per line: template literals are not minified, and the form counts against the
 * bundle budget.
 */
import { css } from "@emotion/react";
import { FOCUS_RING } from "../theme/focus-ring.js";

export const formStyles = css`
display:flex;flex-direction:column;gap:4px;max-width:576px;
.qb-field,.qb-fieldset{display:flex;flex-direction:column;gap:4px;margin:0 0 12px}
.qb-fieldset{border:0;padding:0}
label,legend{font-weight:var(--qb-font-weight-bold)}
.qb-check{display:flex;align-items:center;gap:8px;font-weight:inherit}
.qb-input-row{display:flex;gap:8px}
.qb-input-row>input,.qb-input-row>textarea{flex:1;min-width:0}
input:not([type=checkbox]):not([type=radio]),textarea,select{font:inherit;padding:8px;border:1px solid var(--qb-border,#80868b);border-radius:4px;background:var(--qb-background,#fff);color:inherit}
[aria-invalid=true]{border-color:var(--qb-error,#d93025)}
.qb-phone-country{position:relative;flex:none;display:flex;align-items:center;gap:6px;padding:0 10px;border:1px solid var(--qb-border,#80868b);border-radius:4px;font-weight:inherit}
.qb-phone-country::after{content:"";border:5px solid transparent;border-top-color:currentColor;margin-top:5px}
.qb-phone-country>select{position:absolute;inset:0;width:100%;height:100%;opacity:0;cursor:pointer}
.qb-phone-country:has(select:focus-visible){${FOCUS_RING}}
.qb-phone-country:has(select:disabled){opacity:.55}
.qb-hint,.qb-wait,.qb-location,.qb-field-error{margin:0;font-size:14px;color:var(--qb-muted,#5f6368)}
.qb-field-error{color:var(--qb-error,#d93025)}
.qb-warning,.qb-notice,.qb-instructions{margin:0 0 12px;padding:12px 16px;border-radius:4px;background:var(--qb-surface,#f1f3f4)}
.qb-warning{background:var(--qb-warning-background,#fef7e0);border-left:4px solid var(--qb-warning,#f9ab00)}
.qb-warning>p{margin:0}.qb-warning>p+p{margin-top:4px}
.qb-policy{font-size:14px}
@media (max-width:599px){.qb-policy{font-size:inherit}}
.qb-policy a{color:var(--qb-primary)}
.qb-snackbar{position:fixed;left:16px;bottom:16px;z-index:10;padding:12px 20px;border-radius:4px;background:var(--qb-snackbar,#323232);color:var(--qb-on-snackbar,#fff)}
`;
