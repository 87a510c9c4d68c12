type Envelope<T> = { code: number; msg: string; data: T };

/** The console's API as the bench's admin calls it: signed in, each refusal thrown with its code. */
export class AdminClient {
  private token = '';

  constructor(private readonly address: string) {}

  /** The session's token, for a load sent from elsewhere (a worker thread). */
  get sessionToken(): string {
    return this.token;
  }

  async signIn(accountName: string, password: string): Promise<void> {
    this.token = (await this.call<{ token: string }>('POST', '/account/web/login', { accountName, password })).token;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const form = body instanceof FormData;
    const response = await fetch(`${this.address}${path}`, {
      method,
      headers: { token: this.token, ...(form || body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: form ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function inParallel<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
