/**
 * The app's shared styles, built on the page's `--qbo-*` colours (the vendor's, set by the
 * server with a text colour that reads on them) with fallbacks. Controls are at least 44 px high
 * and text is 16 px, so nothing is hard to hit or zoomed in on a phone.
 */
import { css } from "@emotion/react";

export const PRIMARY = "var(--qbo-primary,#1a73e8)";
export const ON_PRIMARY = "var(--qbo-on-primary,#fff)";
export const TEXT = "#202124";
export const MUTED = "#5f6368";
export const ERROR = "#b3261e";
export const SUCCESS = "#1e6b34";
export const FOCUS = "#0b57d0";

export const pageStyles = css`
  body {
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    font-size: 16px;
    line-height: 1.5;
    color: ${TEXT};
    background: #f6f7f9;
  }
  :focus-visible {
    outline: 3px solid ${FOCUS};
    outline-offset: 2px;
  }
  h1:focus {
    outline: none;
  }
  h1 {
    font-size: 1.75rem;
    line-height: 1.25;
    margin: 0 0 1rem;
  }
  h2 {
    font-size: 1.25rem;
    margin: 2rem 0 0.75rem;
  }
`;

export const mainStyle = css`
  box-sizing: border-box;
  max-width: 44rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

/** Screens with a form and something beside it (setup's preview). */
export const wideMainStyle = css`
  max-width: 72rem;
`;

export const buttonStyle = css`
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border: 2px solid transparent;
  border-radius: 6px;
  background: ${PRIMARY};
  color: ${ON_PRIMARY};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-disabled="true"] {
    opacity: 0.7;
    cursor: progress;
  }
`;

export const secondaryButtonStyle = css`
  ${buttonStyle};
  background: #fff;
  color: ${TEXT};
  border-color: ${MUTED};
`;

export const formStyle = css`
  display: grid;
  gap: 1rem;
  max-width: 26rem;
`;

export const cardStyle = css`
  background: #fff;
  border: 1px solid #dadce0;
  border-radius: 8px;
  padding: 1.25rem;
  margin: 1.5rem 0;
  h2 {
    margin-top: 0;
  }
  h2:focus {
    outline: none;
  }
`;

export const statusStyle = css`
  color: ${SUCCESS};
  font-weight: 600;
  margin: 0;
  &:empty {
    display: none;
  }
`;

export const alertStyle = css`
  color: ${ERROR};
  border-left: 4px solid ${ERROR};
  background: #fdecea;
  padding: 0.5rem 0.75rem;
  margin: 0;
  &:empty {
    display: none;
  }
`;
