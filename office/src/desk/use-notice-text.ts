/** A notice (desk-notice.ts) in the person's words: short, naming the client once. */
import { useLingui } from "@lingui/react/macro";
import type { Notice } from "./desk-notice.js";
import { timeAt } from "./desk-time.js";

export function useNoticeText(): (notice: Notice) => string {
  const { t, i18n } = useLingui();
  return (notice) => {
    switch (notice.kind) {
      case "joined": {
        const names = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(notice.names);
        return notice.names.length === 1 ? t`${names} joined` : t`${names} joined the line`;
      }
      case "called": {
        const { name } = notice;
        if (!notice.booked) return t`Called ${name}`;
        const time = timeAt(notice.booked, i18n.locale);
        return t`Called ${name}, booked for ${time}`;
      }
      case "done": {
        const { name } = notice;
        const texts = {
          start: t`Started: ${name}`,
          complete: t`Completed`,
          serve: t`Marked served: ${name}`,
          no_show: t`Marked as a no-show: ${name}`,
          cancel: t`Cancelled: ${name}`,
          check_in: t`Checked in: ${name}`,
        };
        return texts[notice.action];
      }
      case "moved": {
        const { name, staff } = notice;
        const time = timeAt(notice.start, i18n.locale);
        return t`Moved ${name} to ${time} with ${staff}`;
      }
      case "video_saved": {
        const { name } = notice;
        return t`Video details saved for ${name}`;
      }
      case "presence": {
        const { name } = notice;
        if (name === null) return notice.onDuty ? t`You are on duty` : t`You are off duty`;
        return notice.onDuty ? t`${name} is on duty` : t`${name} is off duty`;
      }
      case "move_unchanged": {
        const { name } = notice;
        return t`Choose another time or staff member for ${name}.`;
      }
    }
  };
}
