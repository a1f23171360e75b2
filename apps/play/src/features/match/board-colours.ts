import type { Action } from '@dungeonbowl/engine';

/** How a mechanism's state tints its squares: shut is dark red, a lowered corridor amber, steam white, a boat brown. */
export const MECHANISM_TINTS: Readonly<Record<string, string>> = {
  closed: '#7f1d1d',
  open: '#16a34a',
  lowered: '#d97706',
  steam: '#f8fafc',
  boat: '#92400e',
  cabin: '#0ea5e9',
  cart: '#a16207',
  up: '#0891b2',
  down: '#7c3aed',
  protected: '#a21caf',
};

/** The squares a selected player may reach with a Move, more than the steps offered now. */
export const REACH = '#86efac';
/** The squares he reaches only by Rushing: orange, as a risk to weigh, apart from the sand-coloured terrain. */
export const RUSH = '#f97316';

/** What a click on a shaded square would do: step there, hit someone, pass the ball, push, open. */
const SHADES = {
  step: '#22c55e',
  attack: '#ef4444',
  ball: '#3b82f6',
  push: '#f59e0b',
  chest: '#eab308',
} as const;

/** Shade colours by what a click on the square would do. */
export const shadeOf = (action: Action): string | null => {
  switch (action.type) {
    case 'move':
    case 'jump':
    case 'place':
      return SHADES.step;
    case 'block':
    case 'multiple-block':
    case 'stab':
    case 'oar-strike':
    case 'foul':
    case 'hypnotic-gaze':
    case 'lash-out':
      return SHADES.attack;
    case 'pass':
    case 'hand-off':
    case 'throw-team-mate':
    case 'ricochet':
    case 'interfere':
    case 'assist':
      return SHADES.ball;
    case 'push-to':
      return SHADES.push;
    case 'open-chest':
      return SHADES.chest;
    default:
      return null;
  }
};

/** Every colour the match board shades or tints squares with, for the teams' colours to stay apart from. */
export const BOARD_MARK_COLOURS: readonly string[] = [
  ...Object.values(MECHANISM_TINTS),
  REACH,
  RUSH,
  ...Object.values(SHADES),
];
