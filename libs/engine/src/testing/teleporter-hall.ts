import { board, type MatchBuilder } from './fixture';

/** The square of teleporter `n` in the teleporter hall: x = 3n − 1 on row 2. */
export const hallTeleporter = (n: number) => ({ floor: 0, x: 3 * n - 1, y: 2 });

/** A 20 x 5 hall with the six teleporters along its middle row, for teleporter and dugout tests. */
export function teleporterHall(): MatchBuilder {
  const builder = board(Array.from({ length: 5 }, () => '.'.repeat(20)));
  for (let n = 1; n <= 6; n++) {
    const { x, y } = hallTeleporter(n);
    builder.teleporter(n, x, y);
  }
  return builder;
}
