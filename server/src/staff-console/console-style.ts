/** The staff console's stylesheet, served as `/staff/console.css` (a file, not inline, for the CSP). */
export const CONSOLE_CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.4; }
body { margin: 0; }
.bar { display: flex; gap: 1rem; align-items: center; padding: 0.5rem 1rem; border-bottom: 1px solid #8884; }
.bar h1 { font-size: 1.25rem; margin: 0; flex: 1; }
main { padding: 1rem; max-width: 76rem; margin: 0 auto; }
label { font-weight: 600; }
label.plain { font-weight: normal; }
input, select, button { font: inherit; padding: 0.4rem 0.6rem; }
button { cursor: pointer; border-radius: 0.3rem; border: 1px solid #8888; }
button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible, .scroller:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
button[aria-pressed="true"] { background: #0b8043; color: #fff; }
form { display: grid; gap: 0.4rem; max-width: 32rem; }
.toolbar { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.hint { color: #666; font-size: 0.9rem; }
.part { margin-top: 1.5rem; }
#error:not(:empty) { padding: 0.5rem 0.75rem; border: 1px solid #c5221f; color: #c5221f; border-radius: 0.3rem; margin-bottom: 0.5rem; }
#status:not(:empty) { padding: 0.5rem 0.75rem; border: 1px solid #0b8043; border-radius: 0.3rem; margin-bottom: 0.5rem; }
.line { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
.entry { border: 1px solid #8886; border-radius: 0.4rem; padding: 0.75rem; }
.entry.serving { border-color: #0b8043; }
.entry.booking { border-left: 0.4rem solid #1a73e8; }
.entry h4 { margin: 0 0 0.4rem; }
.entry dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.15rem 0.75rem; margin: 0 0 0.5rem; }
.entry dt { font-weight: 600; }
.entry dd { margin: 0; overflow-wrap: anywhere; }
.actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.video, .move { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 0.5rem; margin-top: 0.5rem; max-width: 36rem; }
.video button, .move button { grid-column: 2; justify-self: start; }
.scroller { overflow-x: auto; }
table.day { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
table.day th, table.day td { text-align: left; vertical-align: top; padding: 0.45rem 0.5rem; border-bottom: 1px solid #8886; }
table.day thead th { border-bottom-width: 2px; white-space: nowrap; }
table.day tbody th { font-weight: 600; white-space: nowrap; }
table.day td .hint { display: block; overflow-wrap: anywhere; }
table.day tr.status-5 { background: #0b804314; }
table.day tr.status-2, table.day tr.status-3, table.day tr.status-4, table.day tr.status-6 { color: #555; }
table.day details { margin-top: 0.4rem; }
table.day summary { cursor: pointer; color: #1a5fb4; }
table.day .video, table.day .move { grid-template-columns: 1fr; min-width: 16rem; }
table.day .video button, table.day .move button { grid-column: 1; }
#staff li { display: flex; gap: 0.5rem; align-items: center; margin: 0.25rem 0; }
`;
