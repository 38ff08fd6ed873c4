/**
 * What a national number (typed without `+`) looks like in the countries whose numbers the form
 * and the server complete with the country code. Digit counts only, plus the North American
 * area code and exchange rule: libphonenumber's metadata is far too large for the widget, and
 * its validity check refuses the 555 numbers of demos and tests, which we accept.
 *
 * A country missing here is not refused: its numbers are written with `+` and the country code.
 */

export interface NumberingPlan {
  /** Country calling code, without `+`. */
  code: string;
  /** Fewest and most digits of the national significant number (the trunk prefix left out). */
  digits: readonly [min: number, max: number];
  /** Dialled before national numbers inside the country ("0" in France, "1" in the US), dropped. */
  trunk?: string;
  /** A stricter shape where the plan has one. */
  pattern?: RegExp;
}

/** The US, Canada and their neighbours share +1: area code and exchange never start with 0 or 1. */
const NORTH_AMERICA: NumberingPlan = { code: "1", digits: [10, 10], trunk: "1", pattern: /^[2-9]\d{2}[2-9]\d{6}$/ };

/**
 * By ISO 3166 country: North America (spec section 9 offers CA and the US) and the countries
 * where the element's eight languages are mostly spoken, which is where its vendors' locations are.
 */
export const NUMBERING_PLANS: Readonly<Record<string, NumberingPlan>> = {
  US: NORTH_AMERICA,
  CA: NORTH_AMERICA,
  MX: { code: "52", digits: [10, 10] },
  GB: { code: "44", digits: [9, 10], trunk: "0" },
  IE: { code: "353", digits: [7, 9], trunk: "0" },
  AU: { code: "61", digits: [9, 9], trunk: "0" },
  NZ: { code: "64", digits: [8, 10], trunk: "0" },
  ES: { code: "34", digits: [9, 9] },
  FR: { code: "33", digits: [9, 9], trunk: "0" },
  BE: { code: "32", digits: [8, 9], trunk: "0" },
  CH: { code: "41", digits: [9, 9], trunk: "0" },
  DE: { code: "49", digits: [6, 13], trunk: "0" },
  NL: { code: "31", digits: [9, 9], trunk: "0" },
  PL: { code: "48", digits: [9, 9] },
  PT: { code: "351", digits: [9, 9] },
  BR: { code: "55", digits: [10, 11], trunk: "0" },
  RU: { code: "7", digits: [10, 10], trunk: "8" },
  KR: { code: "82", digits: [8, 10], trunk: "0" },
  CN: { code: "86", digits: [10, 11], trunk: "0" },
};

function fits(national: string, plan: NumberingPlan): boolean {
  const [min, max] = plan.digits;
  return national.length >= min && national.length <= max && (!plan.pattern || plan.pattern.test(national));
}

/**
 * The national significant number of `digits` typed in the country of `plan`, or null when it
 * is none. The trunk prefix is dropped first when what is left still fits (Korea's "02…" is
 * ten digits with or without its 0).
 */
export function nationalNumber(digits: string, plan: NumberingPlan): string | null {
  if (plan.trunk && digits.startsWith(plan.trunk)) {
    const rest = digits.slice(plan.trunk.length);
    if (fits(rest, plan)) return rest;
  }
  return fits(digits, plan) ? digits : null;
}
