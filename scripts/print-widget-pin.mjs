// Ends `npm run build:widget`: prints the pinned entry of the build just written and its
// Subresource Integrity, for a vendor's script tag (docs/embedding.md, "Pinning a version").
import { readFileSync } from "node:fs";

const { version, integrity } = JSON.parse(readFileSync("dist/assets/widget/release.json", "utf8"));
console.log(`
queue-booking ${version}, pinned: /widget/v${version}/queue-booking.js
integrity: ${integrity}
<script type="module" src="https://queue.example.com/widget/v${version}/queue-booking.js" integrity="${integrity}" crossorigin="anonymous"></script>
(the same, as JSON, at /widget/manifest.json)`);
