/** The app's own paths, apart from the route table so that anything may name them without importing the screens. */

/** The app's start: sign-in, or once signed in, the person's first screen. */
export const HOME_PATH = "/office";
/** The page a link by email opens (`/office/link#{token}`). */
export const LINK_PATH = "/office/link";
