/**
 * How many messages a client may send in a burst: a bucket of `burst` tokens, refilled at
 * `perSecond`; a message that finds the bucket empty is refused.
 */
export class BurstLimit {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token: false when the client has sent too many messages too fast. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
