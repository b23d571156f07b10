// Money crosses the API as naira numbers (at most 2 decimals) and is stored as integer kobo.

// A page's first Intl.NumberFormat for the naira costs 30–40 ms of main thread while ICU loads the
// locale's data, several times that on a budget phone, and every public page formats money or loads this
// module: so amounts are written here, exactly as Intl's en-NG naira format writes them (money.test.ts
// compares the two), and Intl is asked only for amounts it would write in another way (over 10 trillion).
let intlFormats: Intl.NumberFormat[] | undefined;

function intlNaira(value: number, kobo: boolean): string {
  intlFormats ??= [0, 2].map(
    (minimumFractionDigits) =>
      new Intl.NumberFormat("en-NG", {
        style: "currency",
        currency: "NGN",
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits,
        maximumFractionDigits: 2,
      }),
  );
  return (intlFormats[kobo ? 1 : 0] as Intl.NumberFormat).format(value);
}

/**
 * `value` as Intl writes it: rounded to kobo half away from zero on its shortest decimal form, grouped in
 * thousands, with two decimals if `kobo`, else with the decimals that are not zero.
 */
function writeNaira(value: number, kobo: boolean): string {
  const [whole = "", fraction = ""] = Math.abs(value).toString().split(".");
  if (Math.abs(value) >= 1e13 || whole.includes("e")) return intlNaira(value, kobo);
  const cents =
    Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0")) + (fraction.charAt(2) >= "5" ? 1 : 0);
  const decimals = String(cents % 100).padStart(2, "0");
  const shown = kobo ? decimals : decimals.replace(/0+$/, "");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}₦${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ",")}${shown && "." + shown}`;
}

/** `₦15,000` for whole amounts, `₦15,000.50` otherwise. The one formatter every screen uses. */
export function formatNaira(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  return Number.isInteger(roundToKobo(value))
    ? writeNaira(value, false)
    : writeNaira(roundToKobo(value), true);
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
