/** Styles of the picker's panel (search, results, details), built on the `--qb-*` variables. */
import { css } from "@emotion/react";
import { FOCUS_RING_INSET } from "../../theme/focus-ring.js";

const searchCss = css`
  .qb-place-search {
    position: relative;
    margin-bottom: 16px;
  }
  .qb-place-search-field {
    position: relative;
  }
  .qb-place-search input,
  .qb-location-filter input {
    width: 100%;
    font: inherit;
    color: inherit;
    padding: 10px 40px 10px 12px;
    /* A field's border, at 3:1 on white like the form's (form-styles.ts). */
    border: 1px solid var(--qb-border, #80868b);
    border-radius: 4px;
    background: var(--qb-background, #fff);
  }
  .qb-location-filter {
    margin-bottom: 12px;
  }
  .qb-place-search label,
  .qb-location-filter label {
    display: block;
    margin-bottom: 4px;
  }
  .qb-location-filter input {
    padding-right: 12px;
  }
  .qb-location-more {
    width: 100%;
    margin-top: 12px;
  }
  .qb-place-search-clear {
    position: absolute;
    right: 4px;
    top: 50%;
    transform: translateY(-50%);
    border: 0;
    background: transparent;
    color: var(--qb-muted, #5f6368);
    font-size: 20px;
    line-height: 1;
    padding: 4px 8px;
    cursor: pointer;
  }
  [role="listbox"] {
    position: absolute;
    z-index: 2;
    left: 0;
    right: 0;
    margin: 4px 0 0;
    padding: 4px 0;
    list-style: none;
    max-height: 256px;
    overflow-y: auto;
    background: var(--qb-background, #fff);
    border: 1px solid var(--qb-border, #dadce0);
    border-radius: 4px;
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.2);
  }
  [role="listbox"][hidden] {
    display: none;
  }
  [role="option"] {
    padding: 8px 12px;
    cursor: pointer;
  }
  [role="option"][aria-selected="true"],
  [role="option"]:hover {
    background: var(--qb-highlight, #e8f0fe);
  }
`;

const listCss = css`
  .qb-location-panel h1 {
    margin-top: 0;
  }
  .qb-location-list {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .qb-location-list li + li {
    border-top: 1px solid var(--qb-border, #dadce0);
  }
  .qb-location-item {
    display: flex;
    flex-direction: column;
    gap: 2px;
    width: 100%;
    padding: 12px 8px;
    font: inherit;
    color: inherit;
    text-align: start;
    background: transparent;
    border: 0;
    cursor: pointer;
  }
  .qb-location-item:hover {
    background: var(--qb-highlight, #e8f0fe);
  }
  .qb-location-item:focus-visible,
  .qb-place-search-clear:focus-visible,
  .qb-location-details h2:focus-visible {
    ${FOCUS_RING_INSET}
  }
  .qb-location-details h2:focus:not(:focus-visible) {
    outline: none;
  }
  .qb-location-name {
    font-weight: var(--qb-font-weight-bold);
  }
  .qb-location-address {
    color: var(--qb-muted, #5f6368);
    margin: 0;
  }
  .qb-location-facts {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    font-size: 14px;
  }
  .qb-location-open {
    color: var(--qb-success, #137333);
  }
  .qb-location-closed {
    color: var(--qb-error, #c5221f);
  }
  .qb-location-empty {
    padding: 16px 0;
    font-weight: var(--qb-font-weight-bold);
  }
`;

const detailsCss = css`
  .qb-location-details h2 {
    font-size: 20px;
    font-weight: var(--qb-font-weight-bold);
    margin: 16px 0 4px;
  }
  .qb-opening-hours h3 {
    font-size: 16px;
    font-weight: var(--qb-font-weight-bold);
    margin: 16px 0 4px;
  }
  .qb-opening-hours table {
    border-collapse: collapse;
  }
  .qb-opening-hours th {
    text-align: start;
    font-weight: var(--qb-font-weight);
    padding: 2px 24px 2px 0;
  }
  .qb-opening-hours p {
    color: var(--qb-muted, #5f6368);
    font-size: 14px;
    margin: 4px 0 0;
  }
  .qb-location-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 16px 0;
  }
  .qb-location-actions a {
    display: inline-block;
    text-decoration: none;
  }
  .qb-location-continue {
    width: 100%;
    margin-top: 16px;
  }
`;

export const locationSelectCss = [searchCss, listCss, detailsCss];
