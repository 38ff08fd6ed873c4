/** Styles of the kiosk's time-out warning and confirmation countdown, from `--qb-*` properties. */
import { css } from "@emotion/react";

export const stillThereStyles = css`
  max-width: 448px;
  border: 1px solid var(--qb-border, #dadce0);
  border-radius: var(--qb-radius, 8px);
  padding: 24px;
  color: var(--qb-text, #202124);
  background: var(--qb-background, #fff);
  &::backdrop {
    background: rgb(0 0 0 / 40%);
  }
  h2 {
    margin-top: 0;
  }
  .qb-kiosk-seconds {
    font-size: 48px;
    font-weight: var(--qb-font-weight-bold);
    text-align: center;
    margin: 8px 0;
  }
  .qb-button {
    width: 100%;
  }
`;

export const confirmationHoldStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-top: 16px;
  p {
    margin: 0;
    color: var(--qb-muted, #5f6368);
  }
`;
