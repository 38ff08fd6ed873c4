/** How the desk names a client: in full where they are shown, shorter where they are announced. */

interface PersonName {
  first_name: string;
  last_name: string;
}

export const fullName = (person: PersonName): string => `${person.first_name} ${person.last_name}`.trim();

/** "Lena M.": enough to know who, without reading a whole name out in a busy room. */
export function shortName(person: PersonName): string {
  const initial = [...person.last_name.trim()][0];
  return initial ? `${person.first_name.trim()} ${initial.toLocaleUpperCase()}.` : person.first_name.trim();
}
