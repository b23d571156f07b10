/**
 * True when `error` is a unique-constraint failure on `column` (SQLite and PostgreSQL word it
 * differently). Lets a write that lost a race answer 409, or retry, instead of 500.
 */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint, detail } = error as Error & {
    code?: string;
    constraint?: string;
    detail?: string;
  };
  if (code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    return error.message.includes(`.${column}`);
  }
  if (code === "23505") return Boolean(constraint?.includes(column) || detail?.includes(`(${column})`));
  return false;
}
