/**
 * The one fetch wrapper (spec section 7). Every call sends cookies; a body goes as JSON with a
 * JSON content type only when there is one; any non-OK answer becomes an ApiError.
 */
import type { ApiErrorBody } from '@sayso/api/contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The spec's form of the message: '{status}: {body text}' (or the status text when empty). */
  readonly detail: string;

  constructor(
    readonly status: number,
    /** The server's JSON `message` when present, else the same as `detail`. */
    message: string,
    /** The parsed JSON body when the answer was JSON, else its text. */
    readonly body: unknown,
    detail: string,
  ) {
    super(message);
    this.detail = detail;
  }

  /** Field messages from a 400 answer, keyed by field path. */
  get issues(): Record<string, string> {
    const issues = isErrorBody(this.body) ? (this.body.issues ?? []) : [];
    return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
  }
}

/** What a person reads when the server cannot be reached, instead of the browser's 'Failed to fetch'. */
export const NETWORK_ERROR_MESSAGE = 'Could not reach Sayso. Check your connection and try again.';

/** The call never got an answer: offline, DNS, server down, connection reset. */
class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super(NETWORK_ERROR_MESSAGE, options);
  }
}

// Chrome, Firefox, Safari and Node word the same TypeError differently.
const FETCH_FAILURE = /failed to fetch|networkerror|load failed|fetch failed|network request failed/i;

function isNetworkFailure(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof TypeError && FETCH_FAILURE.test(error.message));
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

interface GetOptions {
  signal?: AbortSignal;
  /** Answer null instead of throwing when the server says 401 (signed out). */
  nullOn401?: boolean;
}

async function parse(response: Response): Promise<{ data: unknown; text: string }> {
  const text = await response.text();
  if (!text) return { data: null, text };
  try {
    return { data: JSON.parse(text), text };
  } catch {
    return { data: text, text };
  }
}

let onUnauthorized: () => void = () => {};

// The embed's identified person (issue 15): a short-lived bearer from POST /api/identify/session,
// held in memory only (never a cookie or storage) and sent as a header, so no other page can
// make the browser send it. Set only inside the widget's embed view.
let bearer: string | null = null;

/** Sends `token` as `Authorization: Bearer` on every call from now on (null stops). */
export function setBearer(token: string | null): void {
  bearer = token;
}

/** Whether calls carry an identified person's bearer (then there is a user to ask about). */
export function hasBearer(): boolean {
  return bearer !== null;
}

/**
 * The one place a 401 is handled: the auth layer registers what a lost session means (clear
 * the signed-in user) and every call's 401 reaches it, so no feature checks for 401 itself.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = () => {};
  };
}

async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const { body, signal } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    signal,
    headers: { Accept: 'application/json' },
  };
  const sentBearer = bearer;
  if (sentBearer) init.headers = { ...init.headers, Authorization: `Bearer ${sentBearer}` };
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // An abort is the caller's own doing and stays an AbortError.
    if (signal?.aborted) throw error;
    throw new NetworkError({ cause: error });
  }
  const { data, text } = await parse(response);
  if (response.status === 401) {
    // An ended bearer is dropped with the user it signed in.
    if (sentBearer && bearer === sentBearer) bearer = null;
    onUnauthorized();
  }
  if (!response.ok) {
    const detail = `${response.status}: ${text || response.statusText}`;
    throw new ApiError(response.status, isErrorBody(data) ? data.message : detail, data, detail);
  }
  return data as T;
}

function get<T>(url: string, options?: GetOptions & { nullOn401?: false }): Promise<T>;
function get<T>(url: string, options: GetOptions & { nullOn401: true }): Promise<T | null>;
async function get<T>(url: string, options: GetOptions = {}): Promise<T | null> {
  try {
    return await request<T>('GET', url, { signal: options.signal });
  } catch (error) {
    if (options.nullOn401 && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const api = {
  get,
  post: <T>(url: string, body?: unknown, options?: { signal?: AbortSignal }) =>
    request<T>('POST', url, { body, ...options }),
  patch: <T>(url: string, body?: unknown, options?: { signal?: AbortSignal }) =>
    request<T>('PATCH', url, { body, ...options }),
  put: <T>(url: string, body?: unknown, options?: { signal?: AbortSignal }) =>
    request<T>('PUT', url, { body, ...options }),
  delete: <T>(url: string, options?: { signal?: AbortSignal }) => request<T>('DELETE', url, options),
  /** Multipart upload; the FormData carries the file and its fields. */
  upload: <T>(url: string, form: FormData, options?: { signal?: AbortSignal }) =>
    request<T>('POST', url, { body: form, ...options }),
};

/** The SWR fetcher: the key is the URL. */
export const swrFetcher = <T>(url: string): Promise<T> => api.get<T>(url);

/** What a person reads when the server's error names no problem in words (spec section 8). */
export const VALIDATION_ERROR_MESSAGE = 'Validation error. Please check your input.';

/** An error body whose `message` is there but says nothing readable (an object, a number, blank). */
function hasUnreadableMessage(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('message' in body)) return false;
  const { message } = body as { message: unknown };
  return message != null && (typeof message !== 'string' || !message.trim());
}

/**
 * The one error-to-text function for toasts, cards and forms: the server's message (a message
 * that is not a string reads as a validation error), a plain sentence for a network failure,
 * else the error's own message, else the fallback. Never the browser's 'Failed to fetch'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    return hasUnreadableMessage(error.body) ? VALIDATION_ERROR_MESSAGE : error.message || fallback;
  }
  if (isNetworkFailure(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
