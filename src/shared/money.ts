// Money crosses the API as naira numbers (at most 2 decimals) and is stored as integer kobo.

const nairaFormat = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  currencyDisplay: "narrowSymbol",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

const nairaFormatWithKobo = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  currencyDisplay: "narrowSymbol",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `₦15,000` for whole amounts, `₦15,000.50` otherwise. The one formatter every screen uses. */
export function formatNaira(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return Number.isInteger(roundToKobo(value))
    ? nairaFormat.format(value)
    : nairaFormatWithKobo.format(roundToKobo(value));
}

export function roundToKobo(naira: number): number {
  return Math.round(naira * 100) / 100;
}

export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100);
}

export function koboToNaira(kobo: number): number {
  return kobo / 100;
}
