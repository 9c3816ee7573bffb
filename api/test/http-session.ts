/**
 * A browser-like caller over real HTTP (fetch) for tests of server processes: it keeps the
 * cookies it is given and sends them to whichever server it calls next, as one browser does
 * behind a load balancer.
 */
// biome-ignore lint/suspicious/noExplicitAny: answers are whatever the API sent; the assertions check them
type Loose = any;

export interface HttpAnswer {
  status: number;
  body: Loose;
  setCookies: string[];
}

export class HttpSession {
  readonly cookies = new Map<string, string>();

  /** Calls `base` + `path`; a `json` body is sent as JSON, a FormData as a multipart form. */
  async call(base: string, method: string, path: string, body?: unknown): Promise<HttpAnswer> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${base}${path}`, { method, headers, body: payload });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    const isJson = res.headers.get('content-type')?.includes('json');
    return { status: res.status, body: isJson ? JSON.parse(text) : text, setCookies };
  }

  get = (base: string, path: string) => this.call(base, 'GET', path);
  post = (base: string, path: string, body?: unknown) => this.call(base, 'POST', path, body);
  patch = (base: string, path: string, body: unknown) => this.call(base, 'PATCH', path, body);
  delete = (base: string, path: string) => this.call(base, 'DELETE', path);
}
