/**
 * Finding a branch by typing: every word typed must begin a word of the name, or appear in it,
 * case and accents aside ("sai jé" finds "Saint-Jérôme Centre"). Names are folded once
 * per list, so a thousand branches filter at each keystroke without a pause.
 */

export interface Branch {
  id: number;
  name: string;
}

export interface FoldedBranch extends Branch {
  folded: string;
}

export const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

export const foldBranches = (branches: readonly Branch[]): FoldedBranch[] => branches.map((b) => ({ ...b, folded: ` ${fold(b.name)}` }));

/** The matches, those where every word begins a word first, at most `limit`, and how many there are. */
export function filterBranches(branches: readonly FoldedBranch[], query: string, limit: number): { shown: FoldedBranch[]; total: number } {
  const words = fold(query).split(" ").filter(Boolean);
  if (!words.length) return { shown: branches.slice(0, limit), total: branches.length };
  const starts: FoldedBranch[] = [];
  const inside: FoldedBranch[] = [];
  for (const branch of branches) {
    if (!words.every((w) => branch.folded.includes(w))) continue;
    (words.every((w) => branch.folded.includes(` ${w}`)) ? starts : inside).push(branch);
  }
  const all = starts.concat(inside);
  return { shown: all.slice(0, limit), total: all.length };
}
