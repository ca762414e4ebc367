/** Japanese error message per field name; fields without a message are fine. */
export type FieldErrors = Partial<Record<string, string>>;
