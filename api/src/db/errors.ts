/** SQLite errors the services turn into answers. */

/** A UNIQUE constraint refused the row: someone else already holds the name, vote or e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
