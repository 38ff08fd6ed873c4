import { css } from "@emotion/react";
import { MUTED } from "../../ui/styles.js";

export const signInStyle = css`
  .ended {
    font-weight: 600;
  }
  .or {
    color: ${MUTED};
    margin: 0.5rem 0 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`;
