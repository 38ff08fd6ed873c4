// `npm run lint:docs`: every relative link and heading anchor in the README and docs/ resolves.
// Offline and local only (no remote to compare with: links are checked against this checkout).
import remarkValidateLinks from "remark-validate-links";

export default {
  plugins: [[remarkValidateLinks, { repository: false }]],
};
