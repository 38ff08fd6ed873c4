/** One client on the desk: a card whose edge says how they came and whether they are served. */
import { css } from "@emotion/react";

export const entryStyle = css`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid #8a8a8a;
  border-left-width: 6px;
  border-radius: 6px;
  min-width: 0;
  overflow-wrap: break-word;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  &.serving {
    border-left-color: #1b7f3b;
    background: #f1f8f3;
  }
  &.booking {
    border-left-color: #1d4ed8;
  }
  @media (max-width: 30em) {
    padding: 0.5rem 0.75rem;
  }
`;

export const entryListStyle = css`
  margin: 0;
  padding: 0;
`;
