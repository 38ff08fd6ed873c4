/**
 * The import rules `npm test` checks (`npm run lint:imports`): no circles, type-only imports
 * included; each screen stands alone; the wire contract is the only thing both sides share (and
 * the only thing the back office, office/, shares with the element).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "resolvable",
      severity: "error",
      comment: "An import the checker cannot follow would hide circles behind it (an alias it does not know, a typo).",
      from: {},
      to: { couldNotResolve: true, path: "^(#|\\.)" },
    },
    {
      name: "no-circular",
      severity: "error",
      comment: "A module that reaches itself through its imports: move what both need into a third module.",
      from: {},
      to: { circular: true },
    },
    {
      name: "screen-stands-alone",
      severity: "error",
      comment: "A screen imports no other screen: what two screens share lives in widget/src/ui, api, format, client-form or chunks.",
      from: { path: "^widget/src/screens/([^/]+)/" },
      to: { path: "^widget/src/screens/", pathNot: "^widget/src/screens/$1/" },
    },
    {
      name: "server-reaches-widget-only-for-the-contract",
      severity: "error",
      comment: "The server shares only the wire contract with the element, through #contract/….",
      from: { path: "^server/" },
      to: { path: "^widget/", pathNot: "^widget/src/contract/" },
    },
    {
      name: "element-declaration-stays-out-of-the-bundle",
      severity: "error",
      comment:
        "element-api.ts describes the element for hosts' tools (scripts/write-element-manifest.ts); its prose in the element's bundle would cost the download budget. The element's registration names its properties itself (register.ts).",
      from: { path: "^(widget|server|office)/", pathNot: "^widget/src/element/element-api\\.ts$" },
      to: { path: "^widget/src/element/element-api\\.ts$" },
    },
    {
      name: "widget-never-imports-server",
      severity: "error",
      from: { path: "^widget/" },
      to: { path: "^server/" },
    },
    {
      name: "contract-stands-alone",
      severity: "error",
      comment: "The contract is shared by both sides, so it depends on neither.",
      from: { path: "^widget/src/contract/" },
      to: { path: "^(widget|server)/", pathNot: "^widget/src/contract/" },
    },
    {
      name: "shared-rooms-below-screens",
      severity: "error",
      comment: "Shared controls, data, formats and the client form serve screens and the app; they import neither.",
      from: { path: "^widget/src/(ui|api|format|client-form|contract)/" },
      to: { path: "^widget/src/(screens|app)/" },
    },
    {
      name: "office-reaches-widget-only-for-the-contract",
      severity: "error",
      comment: "The back office shares only the wire contract with the element, through #contract/…; what both need goes there.",
      from: { path: "^office/" },
      to: { path: "^widget/", pathNot: "^widget/src/contract/" },
    },
    {
      name: "office-never-imports-server",
      severity: "error",
      from: { path: "^office/" },
      to: { path: "^server/" },
    },
    {
      name: "nothing-imports-office",
      severity: "error",
      comment: "The back office is an app of its own: the element and the server never import it (tests and benches may).",
      from: { path: "^(widget|server)/" },
      to: { path: "^office/" },
    },
    {
      name: "office-screen-stands-alone",
      severity: "error",
      comment: "A back-office screen imports no other screen: what two share lives in office/src/ui, api, shell or routing.",
      from: { path: "^office/src/screens/([^/]+)/" },
      to: { path: "^office/src/screens/", pathNot: "^office/src/screens/$1/" },
    },
    {
      name: "office-shared-rooms-below-screens",
      severity: "error",
      comment: "The back office's shared rooms serve its screens and its frame; they import neither.",
      from: { path: "^office/src/(ui|api|page|i18n|store)/" },
      to: { path: "^office/src/(screens|app|shell)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|coverage)/|^locales/.*\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { conditionNames: ["import", "require", "node", "types", "default"], extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
