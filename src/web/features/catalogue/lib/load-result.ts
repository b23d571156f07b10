import { data } from "react-router";

/** What a public page's loader hands its screen: the data, or the toast text for a failed load. */
export type Loaded<T> = { value: T; error: string | null };

/**
 * Runs a load and never throws: a failure becomes the screen's error text (shown as a toast) and
 * the fallback value, so the page still renders with its header, footer and empty state.
 */
export async function settle<T>(load: () => Promise<T>, fallback: T, failure: string): Promise<Loaded<T>> {
  try {
    return { value: await load(), error: null };
  } catch (error) {
    console.error(failure, error);
    return { value: fallback, error: failure };
  }
}

/**
 * A page rendered while a list failed must not be kept by the HTML cache (it would show the failure
 * until the next catalogue change): such answers carry `Cache-Control: no-store`.
 */
export function uncachedWhenFailed<T extends { error: string | null }>(result: T) {
  return result.error ? data(result, { headers: { "Cache-Control": "no-store" } }) : result;
}

/** The route `headers` export of pages that use uncachedWhenFailed. */
export function loaderHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}
