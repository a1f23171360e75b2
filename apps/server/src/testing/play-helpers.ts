import { agents, createRng, readyTeamsFor, type Action, type MatchView } from '@dungeonbowl/engine';
import type { CoachScreen } from './coach-screen';

export const humanTeam = readyTeamsFor('human')[0]!;
export const orcTeam = readyTeamsFor('orc')[0]!;

/** A match of two coaches on the Training Hall, short. */
export const twoCoaches = {
  sample: 'training-hall',
  seats: [
    { kind: 'remote', coach: 'Anna' },
    { kind: 'remote', coach: 'Bruno' },
  ],
  options: { maxRounds: 6 },
};

/** The action a coach's screen would take in this view: the heuristic bot's choice. */
export function chosenAction(view: MatchView, actions: number): Action {
  return agents.heuristic!.choose(view, createRng(`screen-${view.viewer}-${actions}`)).action;
}

/**
 * Both coaches choose a team, in the colours given (none: their usual ones), and say they are
 * ready; resolves with the match's first views.
 */
export async function readyBoth(
  anna: CoachScreen,
  bruno: CoachScreen,
  colours: readonly [string?, string?] = [],
): Promise<MatchView[]> {
  const [annas, brunos] = colours;
  anna.send('choose-team', { sheet: humanTeam, ...(annas && { colour: annas }) });
  bruno.send('choose-team', { sheet: orcTeam, ...(brunos && { colour: brunos }) });
  anna.send('ready', { ready: true });
  bruno.send('ready', { ready: true });
  const first = await Promise.all(
    [anna, bruno].map((s) => s.next('match', (m) => m.actions === 0)),
  );
  return first.map((m) => m.view);
}

/**
 * Plays actions until the match has had `until` actions: each time the coach to act sends his
 * screen's choice, and every screen waits for the step.
 */
export async function playUntil(screens: readonly CoachScreen[], until: number): Promise<void> {
  for (;;) {
    const latest = screens[0]!.latest('match')!;
    if (latest.actions >= until || latest.view.acting === null) return;
    const acting = screens.find((s) => s.latest('match')!.view.viewer === latest.view.acting)!;
    const { view, actions } = acting.latest('match')!;
    acting.send('act', { action: chosenAction(view, actions), at: actions });
    await Promise.all(screens.map((s) => s.step(actions)));
  }
}

/**
 * One coach's screen playing his seat, the others being bots in the room: he acts whenever it
 * is his turn, until the match as he sees it passes `done` (or is over).
 */
export async function coachPlays(
  screen: CoachScreen,
  done: (seen: { view: MatchView; actions: number }) => boolean,
): Promise<void> {
  for (;;) {
    const seen = screen.latest('match')!;
    if (done(seen) || seen.view.acting === null) return;
    if (seen.view.acting === seen.view.viewer)
      screen.send('act', { action: chosenAction(seen.view, seen.actions), at: seen.actions });
    await screen.step(seen.actions);
  }
}
