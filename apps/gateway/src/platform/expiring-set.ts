/**
 * Keys remembered for `ttlMs`, at most `max` of them (the oldest goes first). A per-process memory of facts that are
 * cheap to learn again and harmless to forget — never something every replica must agree on (ARCHITECTURE §1).
 */
export class ExpiringSet {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  has(key: string): boolean {
    const t = this.until.get(key);
    if (t === undefined) return false;
    if (t > Date.now()) return true;
    this.until.delete(key);
    return false;
  }

  add(key: string): void {
    this.until.delete(key);
    this.until.set(key, Date.now() + this.ttlMs);
    if (this.until.size > this.max) {
      const oldest = this.until.keys().next().value;
      if (oldest !== undefined) this.until.delete(oldest);
    }
  }

  delete(key: string): void {
    this.until.delete(key);
  }

  clear(): void {
    this.until.clear();
  }
}
