/** The back office's script-tag entry (`dist/assets/office/office.js`): starts the app in the page's `#office`. */
import { mountOffice } from "./app/mount-office.js";

const container = document.getElementById("office");
if (container) void mountOffice(container);
