/** Styles of the picker's panel (search, results, details), built on the `--qb-*` variables. */
import { css } from "@emotion/react";

const searchCss = css`
  .qb-place-search {
    position: relative;
    margin-bottom: 1rem;
  }
  .qb-place-search-field {
    position: relative;
  }
  .qb-place-search input {
    width: 100%;
    font: inherit;
    color: inherit;
    padding: 0.625rem 2.5rem 0.625rem 0.75rem;
    border: 1px solid var(--qb-border, #dadce0);
    border-radius: 0.25rem;
    background: var(--qb-background, #fff);
  }
  .qb-place-search-clear {
    position: absolute;
    right: 0.25rem;
    top: 50%;
    transform: translateY(-50%);
    border: 0;
    background: transparent;
    color: var(--qb-muted, #5f6368);
    font-size: 1.25rem;
    line-height: 1;
    padding: 0.25rem 0.5rem;
    cursor: pointer;
  }
  [role="listbox"] {
    position: absolute;
    z-index: 2;
    left: 0;
    right: 0;
    margin: 0.25rem 0 0;
    padding: 0.25rem 0;
    list-style: none;
    max-height: 16rem;
    overflow-y: auto;
    background: var(--qb-background, #fff);
    border: 1px solid var(--qb-border, #dadce0);
    border-radius: 0.25rem;
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.2);
  }
  [role="listbox"][hidden] {
    display: none;
  }
  [role="option"] {
    padding: 0.5rem 0.75rem;
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
    gap: 0.125rem;
    width: 100%;
    padding: 0.75rem 0.5rem;
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
    outline: 3px solid var(--qb-focus, #fbbc04);
    outline-offset: -3px;
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
    gap: 0.25rem 1rem;
    font-size: 0.875rem;
  }
  .qb-location-open {
    color: var(--qb-success, #137333);
  }
  .qb-location-closed {
    color: var(--qb-error, #c5221f);
  }
  .qb-location-empty {
    padding: 1rem 0;
    font-weight: var(--qb-font-weight-bold);
  }
`;

const detailsCss = css`
  .qb-location-details h2 {
    font-size: 1.25rem;
    font-weight: var(--qb-font-weight-bold);
    margin: 1rem 0 0.25rem;
  }
  .qb-opening-hours h3 {
    font-size: 1rem;
    font-weight: var(--qb-font-weight-bold);
    margin: 1rem 0 0.25rem;
  }
  .qb-opening-hours table {
    border-collapse: collapse;
  }
  .qb-opening-hours th {
    text-align: start;
    font-weight: var(--qb-font-weight);
    padding: 0.125rem 1.5rem 0.125rem 0;
  }
  .qb-opening-hours p {
    color: var(--qb-muted, #5f6368);
    font-size: 0.875rem;
    margin: 0.25rem 0 0;
  }
  .qb-location-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 1rem 0;
  }
  .qb-location-actions a {
    display: inline-block;
    text-decoration: none;
  }
  .qb-location-continue {
    width: 100%;
    margin-top: 1rem;
  }
`;

export const locationSelectCss = [searchCss, listCss, detailsCss];
