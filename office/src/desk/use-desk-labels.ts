/** The words for the staff API's codes, in the app's language. */
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";

export interface DeskLabels {
  /** "In person, Curbside", "Video". */
  meeting(method: number, fulfilment: number): string;
  placeStatus(status: number): string;
  bookingStatus(status: number): string;
  /** "Spanish (es)": so a desk can call the client in it or find a colleague who speaks it. */
  language(lang: string): string;
}

export function useDeskLabels(): DeskLabels {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const methods: Record<number, string> = { 1: t`In person`, 2: t`Phone`, 3: t`Video`, 4: t`Off site` };
    const fulfilment: Record<number, string> = { 1: t`Walk-in`, 2: t`Curbside` };
    const statuses: Record<number, string> = { 1: t`Waiting`, 2: t`Completed`, 3: t`No-show`, 4: t`Cancelled`, 5: t`In progress` };
    const bookings: Record<number, string> = { ...statuses, 1: t`Booked`, 6: t`Served` };
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([i18n.locale], { type: "language" });
    } catch {
      names = undefined;
    }
    return {
      meeting(method, fulfil) {
        const how = methods[method] ?? String(method);
        const where = method === 1 ? fulfilment[fulfil] : undefined;
        return where ? `${how}, ${where}` : how;
      },
      placeStatus: (status) => statuses[status] ?? String(status),
      bookingStatus: (status) => bookings[status] ?? String(status),
      language(lang) {
        let name: string | undefined;
        try {
          name = names?.of(lang);
        } catch {
          name = undefined;
        }
        return name && name !== lang ? `${name} (${lang})` : lang;
      },
    };
  }, [t, i18n.locale]);
}
