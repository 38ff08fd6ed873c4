/** Styles of the manage page's cards, rating and dialogs; colours come from `--qb-*` properties. */
import { css } from "@emotion/react";
import { FOCUS_RING_INSET } from "../../theme/focus-ring.js";

export const manageStyles = css`
  display: grid;
  gap: 16px;
  .qb-card {
    border: 1px solid var(--qb-border, #dadce0);
    border-radius: var(--qb-radius, 8px);
    padding: 16px;
    background: var(--qb-background, #fff);
  }
  .qb-card h1,
  .qb-card h2 {
    margin-top: 0;
  }
  .qb-manage-turn {
    border: 3px solid var(--qb-success, #137333);
    background: var(--qb-highlight, #e8f0fe);
  }
  .qb-manage-turn h1 {
    font-size: 32px;
    color: var(--qb-success, #137333);
  }
  .qb-manage-wait {
    font-size: 20px;
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
  .qb-manage-code {
    font-family: monospace;
    font-size: 1.1em;
  }
  a.qb-button {
    display: inline-block;
    text-decoration: none;
  }
  .qb-manage-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 16px;
  }
  .qb-manage-dialog {
    max-width: 448px;
    color: var(--qb-text, #202124);
  }
  .qb-manage-dialog::backdrop {
    background: rgb(0 0 0 / 40%);
  }
  .qb-manage-dialog .qb-manage-actions {
    justify-content: flex-end;
  }
  .qb-manage-question {
    font-weight: var(--qb-font-weight-bold);
  }
  .qb-manage-error {
    color: var(--qb-error, #d93025);
  }
  .qb-manage-note {
    color: var(--qb-muted, #5f6368);
  }
  .qb-manage-convert {
    margin-bottom: 16px;
  }
  .qb-manage-field {
    display: block;
    margin: 16px 0 4px;
  }
  textarea {
    font: inherit;
    width: 100%;
    box-sizing: border-box;
    padding: 8px;
    border: 1px solid var(--qb-muted, #5f6368);
    border-radius: 4px;
  }
  .qb-stars {
    border: 0;
    padding: 0;
    margin: 0;
  }
  .qb-stars legend {
    padding: 0;
    margin-bottom: 4px;
  }
  /* 48px stars: each half, a radio of its own, is 24px wide, WCAG 2.2's smallest target. */
  .qb-stars-row {
    display: flex;
    font-size: 48px;
    line-height: 1;
  }
  /* Each radio is half a star: the left half shows the glyph's left side, the right half its right side. */
  .qb-star-half {
    position: relative;
    width: 0.5em;
    overflow: hidden;
    cursor: pointer;
    color: var(--qb-muted, #5f6368);
  }
  .qb-star-half input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  .qb-star-glyph {
    display: block;
    width: 1em;
    text-align: center;
  }
  .qb-star-right .qb-star-glyph {
    margin-left: -0.5em;
  }
  .qb-star-on {
    color: var(--qb-rating, #b06000);
  }
  /* Forced colours paint every star in the text colour: the rated ones take the selection colour. */
  @media (forced-colors: active) {
    .qb-star-on {
      forced-color-adjust: none;
      color: Highlight;
    }
  }
  .qb-star-half:focus-within {
    ${FOCUS_RING_INSET}
  }
`;
