/** The header: the vendor's colour with the text colour the server chose to read on it. */
import { css } from "@emotion/react";
import { ON_PRIMARY, PRIMARY } from "../ui/styles.js";

export const headerStyle = css`
  background: ${PRIMARY};
  color: ${ON_PRIMARY};
  :focus-visible {
    outline-color: ${ON_PRIMARY};
  }
  .bar {
    box-sizing: border-box;
    max-width: 64rem;
    margin: 0 auto;
    padding: 0.5rem 1rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1.5rem;
  }
  .site {
    font-size: 1.125rem;
    font-weight: 700;
    margin: 0;
    overflow-wrap: anywhere;
  }
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  nav a {
    display: inline-block;
    padding: 0.5rem 0.25rem;
    color: inherit;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  nav a:hover {
    text-decoration: underline;
  }
  nav a[aria-current="page"] {
    border-bottom-color: currentColor;
    font-weight: 700;
  }
  .person {
    margin-left: auto;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
  }
  .person p {
    margin: 0;
  }
  button {
    min-height: 44px;
    padding: 0.25rem 1rem;
    border: 2px solid currentColor;
    border-radius: 6px;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;
