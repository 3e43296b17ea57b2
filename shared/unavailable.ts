// Why a page cannot be served now, as the worker decides it and the 503 page says it.
/** The configuration, the database (on a browse page, or on the money path), the payment provider. */
export type UnavailableKind = "config" | "database" | "booking" | "payment";
