/**
 * The vendor theme as `--qb-*` custom properties. They are declared on `:host`, so a host page
 * can still override any of them with a plain rule such as `queue-booking { --qb-primary: … }`.
 */
import type { Theme } from "#contract";
import { ROBOTO_FALLBACK_STACK } from "./roboto-fallbacks.js";

/** The name the element's own Roboto is registered under (load-fonts.ts), not the host's "Roboto". */
export const OWN_ROBOTO = "queue-booking Roboto";

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
    "--qb-font-family": fontStack(theme?.mcv_font_family ?? DEFAULT_THEME.fontFamily),
    "--qb-font-weight": String(theme?.mcv_font_normal_weight ?? DEFAULT_THEME.normalWeight),
    "--qb-font-weight-bold": String(theme?.mcv_font_bold_weight ?? DEFAULT_THEME.boldWeight),
  };
}

/**
 * Roboto is the element's own (served with it), under its own name, then the device's if any
 * (Android's, of the same metrics), then the stand-ins of Roboto's size while it downloads.
 */
function fontStack(family: string): string {
  return `${family === "Roboto" ? `"${OWN_ROBOTO}",Roboto,${ROBOTO_FALLBACK_STACK}` : family},system-ui,sans-serif`;
}

/**
 * The `:host` rule: theme variables, then the element's own base styles built on them (written
 * compact: template literals are not minified, and this counts against the form's budget). `all:
 * initial` first: nothing the host page lets its text inherit (letter-spacing, text-align, a
 * 62.5 % root size through `font`, text-transform…) reaches the element, which sizes everything in
 * pixels from its own 16 px; the host still places and sizes the element's box, and its `--qb-*`
 * variables (not reset by `all`) still theme it.
 */
export function hostCss(theme: Partial<Theme> | undefined): string {
  const vars = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value};`)
    .join("");
  return `:host{all:initial;${vars}display:block;color:var(--qb-text,#202124);background:var(--qb-background,#fff);font-family:var(--qb-font-family);font-size:16px;font-weight:var(--qb-font-weight);line-height:1.5}
:host([hidden]){display:none}
*,*::before,*::after{box-sizing:border-box}`;
}
