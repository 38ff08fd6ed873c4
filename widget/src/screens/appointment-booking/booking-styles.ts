/** Styles of the booking flow, built only on `--qb-*` custom properties with fallbacks. */
import { css } from "@emotion/react";
import { FOCUS_RING } from "../../theme/focus-ring.js";

export const bookingStyles = css`
  display: grid;
  gap: 16px;
  max-width: 640px;
  h1:focus {
    outline: none;
  }
  .qb-card {
    border: 1px solid var(--qb-border, #dadce0);
    border-radius: 8px;
    padding: 16px;
  }
  .qb-card h2 {
    margin-top: 0;
    font-size: 18px;
  }
  .qb-choices {
    display: grid;
    gap: 8px;
    border: 0;
    padding: 0;
    margin: 0;
  }
  .qb-choices legend {
    font-weight: var(--qb-font-weight-bold);
    margin-bottom: 8px;
  }
  .qb-choice {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    padding: 12px;
    border: 1px solid var(--qb-border, #dadce0);
    border-radius: 8px;
    cursor: pointer;
  }
  .qb-choice:has(input:checked) {
    border-color: var(--qb-primary);
    background: var(--qb-highlight, #e8f0fe);
  }
  .qb-choice img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
  }
  .qb-choice-text {
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .qb-muted {
    color: var(--qb-muted, #5f6368);
    font-size: 14px;
  }
  .qb-days {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  .qb-day[aria-pressed="true"] {
    background: var(--qb-primary);
    color: var(--qb-on-primary, #fff);
  }
  a.qb-button {
    display: inline-block;
    text-decoration: none;
  }
  .qb-appointment-actions .qb-actions {
    justify-content: flex-start;
  }
  /* Live regions stay in the page even while empty (so what they say later is announced), but take no room then. */
  .qb-status {
    margin: 0;
  }
  .qb-status:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
  .qb-week-nav,
  .qb-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: space-between;
    align-items: center;
  }
  .qb-slots {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
    gap: 8px;
  }
  .qb-slot {
    position: relative;
    display: block;
  }
  .qb-slot input {
    position: absolute;
    opacity: 0;
    inset: 0;
  }
  .qb-slot span {
    display: block;
    text-align: center;
    padding: 8px;
    border: 1px solid var(--qb-primary);
    border-radius: 4px;
    color: var(--qb-primary);
  }
  .qb-slot input:checked + span {
    background: var(--qb-primary);
    color: var(--qb-on-primary, #fff);
  }
  .qb-slot input:focus-visible + span {
    ${FOCUS_RING}
  }
  /* Forced colours paint every button and time alike: the chosen ones keep the system's selection colours. */
  @media (forced-colors: active) {
    .qb-day[aria-pressed="true"],
    .qb-slot input:checked + span {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
      border-color: Highlight;
    }
    /* Kept out of forced colours, their focus ring would stay the theme's: it takes the system's text colour, like every other ring. */
    .qb-day[aria-pressed="true"]:focus-visible,
    .qb-slot input:checked:focus-visible + span {
      outline-color: CanvasText;
      box-shadow: none;
    }
  }
  .qb-alert {
    margin: 0;
    padding: 12px 16px;
    border-radius: 4px;
    background: var(--qb-warning-background, #fef7e0);
    border-left: 4px solid var(--qb-warning, #f9ab00);
  }
  .qb-alert:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    padding: 0;
    border: 0;
  }
  .qb-note {
    margin: 0;
    padding: 12px 16px;
    border-radius: 4px;
    background: var(--qb-surface, #f1f3f4);
  }
  dl {
    margin: 0;
    display: grid;
    gap: 8px;
  }
  dt {
    font-weight: var(--qb-font-weight-bold);
  }
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
  }
  .qb-summary dd {
    flex-direction: row;
    justify-content: space-between;
    gap: 8px;
  }
  .qb-link-button {
    font: inherit;
    background: none;
    border: 0;
    padding: 0;
    color: var(--qb-primary);
    text-decoration: underline;
    cursor: pointer;
  }
  .qb-code {
    font-family: monospace;
    font-size: 1.1em;
  }
  .qb-backdrop {
    position: fixed;
    inset: 0;
    display: grid;
    place-items: center;
    background: rgb(0 0 0 / 40%);
    z-index: 10;
  }
  .qb-dialog {
    max-width: 448px;
    margin: 16px;
    background: var(--qb-background, #fff);
  }
`;
