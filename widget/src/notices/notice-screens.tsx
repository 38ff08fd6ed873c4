/**
 * What shows instead of the form when there is no form to fill: the location is closed, takes
 * no requests of this kind, the vendor takes no callbacks, or does not offer the meeting method;
 * and, inside the form, the warning that no service can be joined and the notice that the server
 * could not take a join just now. Rare by nature, so their code and texts load as chunks of their
 * own (catalog `locales/notices/`) and cost the form's download budget nothing.
 */
import { lazyScreen } from "../chunks/lazy-screen.js";
import type { NoticeProps } from "./notice.js";
import { noticesCatalog } from "./notices-catalog.js";

export const NoticeScreen = lazyScreen<NoticeProps>(() => import("./notice.js").then((m) => m.Notice), noticesCatalog);
