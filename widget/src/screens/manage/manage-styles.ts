/** Styles of the manage page's cards and cancel dialog; colours come from `--qb-*` properties. */
import { css } from "@emotion/react";

export const manageStyles = css`
  display: grid;
  gap: 1rem;
  .qb-card {
    border: 1px solid var(--qb-border, #dadce0);
    border-radius: var(--qb-radius, 8px);
    padding: 1rem;
    background: var(--qb-surface, #fff);
  }
  .qb-card h1,
  .qb-card h2 {
    margin-top: 0;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 0.5rem;
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
  .qb-manage-backdrop {
    position: fixed;
    inset: 0;
    display: grid;
    place-items: center;
    background: rgb(0 0 0 / 40%);
    z-index: 10;
  }
  .qb-manage-dialog {
    max-width: 28rem;
    margin: 1rem;
  }
  .qb-manage-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    justify-content: flex-end;
  }
  .qb-manage-error {
    color: var(--qb-error-color, #b42318);
  }
`;
