export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(milliseconds: number, from = Date.now()): string {
  return new Date(from + milliseconds).toISOString();
}
