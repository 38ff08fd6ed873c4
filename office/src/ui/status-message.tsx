/** Something done, said politely (`role="status"`): a link sent, a password changed. Always there, empty until used. */
import { statusStyle } from "./styles.js";

export function StatusMessage({ message }: { message: string | undefined }) {
  return (
    <p role="status" css={statusStyle}>
      {message ?? ""}
    </p>
  );
}
