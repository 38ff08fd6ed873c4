/** The desk's small forms: a label over each control, full width on a phone. */
import { css } from "@emotion/react";

export const formStyle = css`
  display: grid;
  gap: 0.25rem;
  max-width: 28rem;
  margin: 0.5rem 0;
  label {
    font-weight: 600;
    margin-top: 0.5rem;
  }
  input,
  select {
    box-sizing: border-box;
    width: 100%;
    min-width: 0;
    font: inherit;
    padding: 0.4rem;
  }
  button {
    justify-self: start;
    margin-top: 0.5rem;
  }
`;

export const disclosureStyle = css`
  margin: 0.5rem 0;
  summary {
    cursor: pointer;
    padding: 0.25rem 0;
    font-weight: 600;
  }
`;
