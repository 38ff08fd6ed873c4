/** Finding branches by what people type: their name, key, address or city, whatever the case and accents. */
import type { LocationDocument } from "#contract";

export const PAGE_SIZE = 25;

const folded = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

export function searchBranches(locations: readonly LocationDocument[], query: string): { location: LocationDocument; index: number }[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const all = locations.map((location, index) => ({ location, index }));
  if (!words.length) return all;
  return all.filter(({ location }) => {
    const haystack = folded([location.name, location.key, location.address, location.city].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** Where the branch's key comes from when it is new: its name, as the document's key rule allows. */
export function keyFromName(name: string): string {
  return folded(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63);
}
