import { describe, expect, it } from 'vitest';
import { BotPace } from './bot-pace';

describe("the process's bots taking their steps in turn", () => {
  it('takes the steps in the order asked, no more at once than allowed', async () => {
    const pace = new BotPace(2);
    const taken: number[] = [];
    let under = 0;
    let most = 0;
    const step = (n: number) => async () => {
      most = Math.max(most, ++under);
      await new Promise((resolve) => setTimeout(resolve, 5));
      taken.push(n);
      under--;
    };
    await Promise.all([1, 2, 3, 4, 5].map((n) => pace.take(step(n))));
    expect(taken).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('lets what came meanwhile in before the next bot step', async () => {
    const pace = new BotPace(1);
    const order: string[] = [];
    const bot = (n: number) => () => {
      order.push(`bot ${n}`);
      if (n === 1) setImmediate(() => order.push('coach'));
      return Promise.resolve();
    };
    await Promise.all([1, 2, 3].map((n) => pace.take(bot(n))));
    expect(order.slice(0, 3)).toEqual(['bot 1', 'coach', 'bot 2']);
  });

  it('fails a step as the step fails, and goes on with the next', async () => {
    const pace = new BotPace(1);
    const failed = pace.take(() => Promise.reject(new Error('refused')));
    const next = pace.take(() => Promise.resolve());
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBeUndefined();
  });
});
