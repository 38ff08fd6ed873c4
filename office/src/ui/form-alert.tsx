/**
 * A form's error, announced as it appears (`role="alert"`). The region is always there, empty
 * until there is something to say, so every screen reader announces the text when it arrives;
 * fields it is about point at its id with `aria-describedby`.
 */
import { alertStyle } from "./styles.js";

export function FormAlert({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} role="alert" css={alertStyle}>
      {message ?? ""}
    </p>
  );
}
