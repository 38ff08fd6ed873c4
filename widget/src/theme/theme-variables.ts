/**
 * The vendor theme as `--qb-*` custom properties. They are declared on `:host`, so a host page
 * can still override any of them with a plain rule such as `queue-booking { --qb-primary: … }`.
 */
import type { Theme } from "../contract/index.js";

export const DEFAULT_THEME = {
  primary: "#1a73e8",
  secondary: "#5f6368",
  fontFamily: "Roboto",
  normalWeight: 400,
  boldWeight: 500,
} as const;

export function themeVariables(theme: Partial<Theme> | undefined): Record<string, string> {
  return {
    "--qb-primary": theme?.primary ?? DEFAULT_THEME.primary,
    "--qb-secondary": theme?.secondary ?? DEFAULT_THEME.secondary,
    "--qb-font-family": `${theme?.mcv_font_family ?? DEFAULT_THEME.fontFamily}, system-ui, sans-serif`,
    "--qb-font-weight": String(theme?.mcv_font_normal_weight ?? DEFAULT_THEME.normalWeight),
    "--qb-font-weight-bold": String(theme?.mcv_font_bold_weight ?? DEFAULT_THEME.boldWeight),
  };
}

/**
 * The `:host` rule: theme variables, then the element's own base styles built on them (written
 * compact: template literals are not minified, and this counts against the form's budget).
 */
export function hostCss(theme: Partial<Theme> | undefined): string {
  const vars = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value};`)
    .join("");
  return `:host{${vars}display:block;color:var(--qb-text,#202124);background:var(--qb-background,#fff);font-family:var(--qb-font-family);font-weight:var(--qb-font-weight);line-height:1.5}
:host([hidden]){display:none}
*,*::before,*::after{box-sizing:border-box}`;
}
