/**
 * How a client appears on the public lobby board: the first name and the first letter of the
 * last name, nothing else of them. Letters are counted as a person sees them (grapheme
 * clusters), so an accented or combined letter is never cut in half.
 */

/** A longer first name is cut, so one client cannot push the board's columns apart. */
export const LOBBY_FIRST_NAME_MAX = 24;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

function letters(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

export function lobbyClientName(firstName: string, lastName: string): { first_name: string; last_initial: string } {
  const first = letters(firstName.trim().replace(/\s+/g, " "));
  const shortFirst =
    first.length > LOBBY_FIRST_NAME_MAX
      ? `${first
          .slice(0, LOBBY_FIRST_NAME_MAX - 1)
          .join("")
          .trimEnd()}…`
      : first.join("");
  const initial = letters(lastName.trim())[0] ?? "";
  return { first_name: shortFirst, last_initial: initial.toUpperCase() };
}
