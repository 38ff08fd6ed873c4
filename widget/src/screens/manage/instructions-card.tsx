/** The location's instructions for clients in line (spec section 2, card 2). */
import { Trans } from "@lingui/react/macro";

export function InstructionsCard({ text, lang }: { text: string; lang: string | undefined }) {
  return (
    <section className="qb-card qb-manage-instructions" aria-labelledby="qb-manage-instructions">
      <h2 id="qb-manage-instructions">
        <Trans>Instructions</Trans>
      </h2>
      <p lang={lang}>{text}</p>
    </section>
  );
}
