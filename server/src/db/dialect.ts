/** The two stores we run on; chosen once, in `createDatabase`. */
export type DialectName = "sqlite" | "postgres";
