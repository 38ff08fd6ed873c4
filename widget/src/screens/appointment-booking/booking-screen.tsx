/**
 * The appointment booking flow (`/book/…`, spec sections 2 and 3). Its code and texts load as
 * their own chunks: a client who only joins the line never downloads them.
 */
import { lazyScreen } from "../../chunks/lazy-screen.js";
import { bookingCatalog } from "./booking-catalog.js";

export const BookingScreen = lazyScreen(() => import("./booking-page.js").then((m) => m.BookingPage), bookingCatalog);
