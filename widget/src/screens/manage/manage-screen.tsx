/**
 * The confirmation / manage page (spec section 2). Its code and its texts load as their own
 * chunks: the form path's bundle budget has no room for them, and a client reaches this page
 * only after joining.
 */
import { lazyScreen } from "../../chunks/lazy-screen.js";
import { manageCatalog } from "./manage-catalog.js";

export const ManageScreen = lazyScreen(() => import("./manage-page.js").then((m) => m.ManagePage), manageCatalog);
