/**
 * The step before erasing: says what goes and that it cannot be undone, with "Erase for good" and
 * "Cancel". Its heading takes focus when it opens; Cancel gives focus back to the button that
 * opened it (the caller's).
 */
import { useLingui } from "@lingui/react/macro";
import { buttonStyle, secondaryButtonStyle } from "../ui/styles.js";
import { useFocusOnArrival } from "../ui/use-focus-on-arrival.js";

export function EraseConfirmation({ busy, onErase, onCancel }: { busy: boolean; onErase(): void; onCancel(): void }) {
  const { t } = useLingui();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <section aria-labelledby="erase-confirm-heading" aria-describedby="erase-confirm-text">
      <h3 id="erase-confirm-heading" ref={heading} tabIndex={-1}>
        {t`Erase this client's data?`}
      </h3>
      <p id="erase-confirm-text">
        {t`Their names, phone numbers, emails, notes, answers and car details go from every visit and booking, with the messages sent to them. This cannot be undone. The reports keep their counts.`}
      </p>
      <button type="button" css={buttonStyle} aria-disabled={busy || undefined} onClick={() => !busy && onErase()}>
        {t`Erase for good`}
      </button>{" "}
      <button type="button" css={secondaryButtonStyle} onClick={onCancel}>
        {t`Cancel`}
      </button>
    </section>
  );
}
