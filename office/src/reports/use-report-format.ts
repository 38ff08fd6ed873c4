/**
 * The report's numbers in the page's language: counts and shares through Intl.NumberFormat,
 * minutes with their unit through a plural message, and "No data" where nothing was measured
 * (a null figure), never a misleading zero.
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";

export interface ReportFormat {
  count(value: number): string;
  /** Rounded to a tenth: "12.5 minutes". */
  minutes(value: number | null): string;
  /** A share (0–1) as a percentage. */
  share(value: number | null): string;
  /** An average of 1–5 stars: "4.3 of 5". */
  stars(value: number | null): string;
  /** A number alone (an axis's label, a cell of the heat-map), a tenth at most. */
  number(value: number | null): string;
  none: string;
}

const tenth = (value: number): number => Math.round(value * 10) / 10;

export function useReportFormat(): ReportFormat {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const counts = new Intl.NumberFormat(i18n.locale);
    const decimals = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
    const percents = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 1 });
    const none = t`No data`;
    return {
      none,
      count: (value) => counts.format(value),
      minutes(value) {
        if (value === null) return none;
        const minutes = tenth(value);
        return t`${plural(minutes, { one: "# minute", other: "# minutes" })}`;
      },
      share: (value) => (value === null ? none : percents.format(value)),
      stars(value) {
        if (value === null) return none;
        const stars = decimals.format(value);
        return t`${stars} of 5`;
      },
      number: (value) => (value === null ? none : decimals.format(value)),
    };
  }, [t, i18n]);
}
