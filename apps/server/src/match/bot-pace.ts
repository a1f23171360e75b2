/**
 * The bots of all the rooms of a process take their steps a few at a time, in the order they
 * asked, each let go only once the process has looked for what came over the network. A coach's
 * action therefore waits for a few bots' steps at most, not for a step of every bot whose delay
 * ran out meanwhile: with a hundred bot matches, that is the difference between a few
 * milliseconds and a few hundred.
 */
export class BotPace {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  /** `atOnce`: how many bot steps may be under way together (a step waits on the database). */
  constructor(private readonly atOnce: number) {}

  /** Takes the step when its turn comes; resolves (or fails) as the step does. */
  take(step: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push(() => {
        step()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.letGo();
          });
      });
      this.letGo();
    });
  }

  private letGo(): void {
    while (this.running < this.atOnce && this.waiting.length > 0) {
      this.running++;
      // After the network's events of this turn of the event loop: a coach's message first.
      setImmediate(this.waiting.shift()!);
    }
  }
}
