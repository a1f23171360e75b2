import {
  movePlan,
  sameSquare,
  rollNeeded,
  type MatchView,
  type MovePlan,
  type PlannedSquare,
  type PlannedRoll,
  type Square,
} from '@dungeonbowl/engine';

/**
 * Where the selected player may go, when the coach at the screen may move him now: the player
 * already moving, or one of his who may still be activated for a Move. Null otherwise.
 */
export function reachOf(view: MatchView | null, selected: string | null): MovePlan | null {
  if (!view || selected === null || view.viewer === null || view.state.pending.length > 0)
    return null;
  const state = view.state;
  if (state.turn.activation?.player === selected) return movePlan(state, selected);
  const mayStart = view.actions.some(
    (a) => a.type === 'activate' && a.player === selected && a.action === 'move',
  );
  return mayStart ? movePlan(state, selected, 'move') : null;
}

export function plannedAt(plan: MovePlan | null, square: Square | null): PlannedSquare | null {
  if (!plan || !square) return null;
  return plan.squares.find((s) => sameSquare(s.square, square)) ?? null;
}

/** The squares he reaches only by Rushing (BB-MOVE-5): the way there rolls a Rush. */
export function rushSquares(plan: MovePlan | null): Square[] {
  return (plan?.squares ?? [])
    .filter((way) => way.steps.some((s) => s.rolls.some((r) => r.kind === 'rush')))
    .map((way) => way.square);
}

const rollNames: Record<PlannedRoll['kind'], string> = {
  'stand-up': 'stand up',
  'jump-up': 'Jump Up',
  rush: 'rush',
  dodge: 'dodge',
  jump: 'jump',
  'pick-up': 'pick-up',
  'obstacle-jump': 'jump',
  precarious: 'keep his footing',
  'floor-landing': 'land below',
  tentacles: 'escape Tentacles',
  'take-root': 'Take Root',
  'bone-head': 'Bone Head',
  'really-stupid': 'Really Stupid',
  'animal-savagery': 'Animal Savagery',
};

const percent = (chance: number) => `${Math.round(chance * 100)}%`;

/** What ends a way before its square would: a touchdown, a teleporter, a jump down a floor. */
function wayEnd(way: PlannedSquare): string {
  if (way.touchdown) return ' (touchdown!)';
  if (way.teleporter) return ' (teleporter)';
  if (way.jumpDown)
    return way.jumpDown.landing ? ' (jumping down)' : ' (jumping down, with nowhere to land)';
  return '';
}

/**
 * The way to a square in words: its length, the rolls it needs with their targets, and the
 * chance to get there, e.g. "4 squares: dodge 3+, rush 2+ — 58% (76% with a team re-roll)".
 */
export function wayWords(plan: MovePlan, way: PlannedSquare): string {
  const rolls = [
    ...plan.declared,
    ...(plan.standUp?.rolls ?? []),
    ...way.steps.flatMap((s) => s.rolls),
  ].map((r) => `${rollNames[r.kind]} ${rollNeeded(r.target, r.modifier, r.kind)}+`);
  const squares = `${way.path.length} square${way.path.length === 1 ? '' : 's'}`;
  const ends = wayEnd(way);
  if (rolls.length === 0) return `${squares}${ends}: no roll needed`;
  const reroll =
    way.chanceWithTeamReroll > way.chance
      ? ` (${percent(way.chanceWithTeamReroll)} with a team re-roll)`
      : '';
  return `${squares}${ends}: ${rolls.join(', ')} — ${percent(way.chance)}${reroll}`;
}
