/**
 * Styles of the booking form, built only on `--qb-*` custom properties with fallbacks.
 * One rule per line: template literals are not minified, and the form counts against the
 * bundle budget.
 */
import { css } from "@emotion/react";

export const formStyles = css`
display:flex;flex-direction:column;gap:.25rem;max-width:36rem;
.qb-field,.qb-fieldset{display:flex;flex-direction:column;gap:.25rem;margin:0 0 .75rem}
.qb-fieldset{border:0;padding:0}
label,legend{font-weight:var(--qb-font-weight-bold)}
.qb-check{display:flex;align-items:center;gap:.5rem;font-weight:inherit}
.qb-input-row{display:flex;gap:.5rem}
.qb-input-row>input,.qb-input-row>textarea{flex:1;min-width:0}
input:not([type=checkbox]):not([type=radio]),textarea,select{font:inherit;padding:.5rem;border:1px solid var(--qb-border,#dadce0);border-radius:.25rem;background:var(--qb-background,#fff);color:inherit}
[aria-invalid=true]{border-color:var(--qb-error,#d93025)}
.qb-hint,.qb-wait,.qb-location,.qb-field-error{margin:0;font-size:.875rem;color:var(--qb-muted,#5f6368)}
.qb-field-error{color:var(--qb-error,#d93025)}
.qb-warning,.qb-notice,.qb-instructions{margin:0 0 .75rem;padding:.75rem 1rem;border-radius:.25rem;background:var(--qb-surface,#f1f3f4)}
.qb-warning{background:var(--qb-warning-background,#fef7e0);border-left:4px solid var(--qb-warning,#f9ab00)}
.qb-policy{font-size:.875rem}
.qb-policy a{color:var(--qb-primary)}
.qb-snackbar{position:fixed;left:1rem;bottom:1rem;z-index:10;padding:.75rem 1.25rem;border-radius:.25rem;background:var(--qb-snackbar,#323232);color:var(--qb-on-snackbar,#fff)}
`;
