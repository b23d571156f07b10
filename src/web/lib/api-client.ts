/**
 * The one way the browser talks to the API: credentials included, JSON in and out, the server's
 * `{ message }` surfaced as an ApiError, and a 401 reported in one place.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Unauthorized = () => void;
let onUnauthorized: Unauthorized | undefined;

/** The admin layout registers what a 401 means (the session is over: back to signed out). */
export function setUnauthorizedHandler(handler: Unauthorized | undefined): void {
  onUnauthorized = handler;
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  silent401?: boolean;
  /** Headers of the call's own (an Idempotency-Key), beside the JSON ones. */
  headers?: Record<string, string>;
};

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** Like apiRequest, with the answer's headers too (for counts an API sends beside its body). */
export async function apiResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  const response = await fetch(`/api${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    credentials: "include",
    headers: {
      ...options.headers,
      ...(options.body === undefined || isForm
        ? { accept: "application/json" }
        : { "content-type": "application/json", accept: "application/json" }),
    },
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && !options.silent401) onUnauthorized?.();
    const message =
      data && typeof data === "object" && "message" in data && typeof data.message === "string"
        ? data.message
        : "";
    throw new ApiError(response.status, message, data);
  }
  return { data: data as T, headers: response.headers };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "POST", body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: "PUT", body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: "DELETE" }),
};

/** The server's message, or the screen's fallback text when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
