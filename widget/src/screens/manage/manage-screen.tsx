/**
 * The confirmation / manage page (spec section 2). Its code loads as its own chunk: the form
 * path's bundle budget has no room for it, and a client reaches it only after joining.
 */
import { lazyScreen } from "../../app/lazy-screen.js";

export const ManageScreen = lazyScreen(() => import("./manage-page.js").then((m) => m.ManagePage));
