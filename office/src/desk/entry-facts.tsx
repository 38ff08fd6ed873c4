/**
 * What staff need to know about one client, as a list of terms and values (empty ones left out),
 * each pair in a `div` (as HTML allows in a `dl`). Where the card is narrow the value goes under
 * its term rather than squeezing beside it.
 */
import { css } from "@emotion/react";

const style = css`
  margin: 0.5rem 0;
  > div {
    display: flex;
    flex-wrap: wrap;
    column-gap: 1rem;
    padding: 0.125rem 0;
  }
  dt {
    flex: 0 1 10rem;
    font-weight: 600;
  }
  /* Beside its term while both fit; under it on a narrow card, never squeezed to a letter a line. */
  dd {
    flex: 1 1 12rem;
    min-width: 0;
    margin: 0;
    overflow-wrap: break-word;
  }
`;

export type Fact = readonly [term: string, value: string | null | undefined];

export function EntryFacts({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter(([, value]) => value);
  if (!shown.length) return null;
  return (
    <dl css={style}>
      {shown.map(([term, value], index) => (
        // Two answers may share a label; the order is fixed within a drawing.
        // biome-ignore lint/suspicious/noArrayIndexKey: the facts of one client, in a fixed order
        <div key={index}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
