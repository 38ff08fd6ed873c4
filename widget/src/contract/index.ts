/** The wire contract shared by the server and the widget. No Node imports here. */
export * from "./codes.js";
export * from "./locales.js";
export * from "./error-codes.js";
export * from "./field-rules.js";
export * from "./schema-helpers.js";
export * from "./vendor-document.js";
export * from "./vendor-document-references.js";
export * from "./queue-appointment.js";
export * from "./geo.js";
export * from "./locations.js";
export * from "./questions.js";
export * from "./field-messages.js";
export * from "./join-rules.js";
export * from "./places.js";
export * from "./live.js";
export * from "./staff.js";
export * from "./public-vendor.js";
