// Where a booking made on the booking page is confirmed: its own address, which survives a reload.

/** `?repeat=1` on the confirmation: the same booking was posted again within a minute and kept once. */
export const repeatQuery = "repeat";

export const bookingDonePath = {
  /** The confirmation page of the booking whose manage link holds `token`. */
  done: (token: string, repeat = false) =>
    `/book/done/${encodeURIComponent(token)}${repeat ? `?${repeatQuery}=1` : ""}`,
  manage: (token: string) => `/manage/${encodeURIComponent(token)}`,
};

/** The secret of a manage link (`https://…/manage/<token>`), or null when the address is not one. */
export function manageTokenOf(manageUrl: string): string | null {
  const match = /\/manage\/([^/?#]+)$/.exec(manageUrl);
  return match ? decodeURIComponent(match[1]!) : null;
}
