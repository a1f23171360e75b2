import { roll } from '../../dice/draw';
import type { Step } from '../../model/step';
import type { TeleporterSpot } from '../../model/state';

/**
 * The D6 for a teleport (DB-TELE-2): a number with no teleporter on the map, or closed by a
 * rooted Treeman, is rolled again (DB-TELE-16). The number of the teleporter the player leaves
 * stands: it loses him in the Interstice (DB-TELE-11).
 */
export function teleportRoll(
  step: Step,
  leaving: number | null,
): { rolled: number; to: TeleporterSpot } {
  const { board } = step.state;
  for (;;) {
    const rolled = roll(step.state, 6);
    const to = board.teleporters.find((t) => t.number === rolled);
    if (!to || (step.state.closedTeleporters.includes(rolled) && rolled !== leaving)) continue;
    return { rolled, to };
  }
}
