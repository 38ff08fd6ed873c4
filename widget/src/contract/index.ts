/** The wire contract shared by the server and the widget. No Node imports here. */
export * from "./codes.js";
export * from "./locales.js";
export * from "./error-codes.js";
export * from "./field-rules.js";
export * from "./schema-helpers.js";
export * from "./vendor-document.js";
export * from "./vendor-document-references.js";
export * from "./queue-appointment.js";
