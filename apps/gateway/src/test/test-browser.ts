/**
 * A browser in miniature for the sign-in tests (the built-in OIDC provider's pages): follows no redirect by itself,
 * keeps cookies by name (an expired one is dropped) and sends them back, and posts forms. Relative addresses resolve
 * against `base` (the gateway under test; a function when the browser is made before the gateway listens).
 */
export class TestBrowser {
  readonly jar = new Map<string, string>();

  constructor(private readonly base?: string | (() => string)) {}

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const base = typeof this.base === 'function' ? this.base() : this.base;
    const res = await fetch(new URL(url, base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const [k = '', ...v] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(c)) this.jar.delete(k);
      else this.jar.set(k, v.join('='));
    }
    return res;
  }

  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.go(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}
