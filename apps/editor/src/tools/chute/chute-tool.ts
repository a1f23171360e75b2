import type { At } from '../../features/map/placement';

/**
 * The chute tool: a chute is built in three steps, as the map format describes it. First the
 * entry squares on an upper floor (click to add, click again to take away), then the exit on a
 * floor below (Page Down to get there), then the landing squares A to D on the exit's floor.
 * Enter goes on to the next step (and finishes after at least one landing square; the fourth
 * finishes by itself), Escape starts again. Each refusal comes with a sentence to show.
 */
export type ChuteState =
  | { readonly step: 'entries'; readonly entries: readonly At[]; readonly problem?: string }
  | { readonly step: 'exit'; readonly entries: readonly At[]; readonly problem?: string }
  | {
      readonly step: 'landing';
      readonly entries: readonly At[];
      readonly exit: At;
      readonly landing: readonly At[];
      readonly problem?: string;
    };

export type ChuteEvent =
  | { readonly type: 'square'; readonly at: At }
  | { readonly type: 'next' }
  | { readonly type: 'cancel' };

/** The chute the steps have built, for the editor to add with an id. */
export interface ChuteCommand {
  readonly entries: At[];
  readonly exit: At;
  readonly landing: { x: number; y: number }[];
}

export const MAX_ENTRIES = 8;
export const LANDING_LETTERS = 'ABCD';

export const chuteStart: ChuteState = { step: 'entries', entries: [] };

const same = (a: At) => (b: At) => a.floor === b.floor && a.x === b.x && a.y === b.y;

function finished(state: ChuteState & { step: 'landing' }, landing: readonly At[]) {
  return {
    state: chuteStart,
    command: {
      entries: [...state.entries],
      exit: state.exit,
      landing: landing.map(({ x, y }) => ({ x, y })),
    },
  };
}

export function chuteTransition(
  state: ChuteState,
  event: ChuteEvent,
): { state: ChuteState; command: ChuteCommand | null } {
  const refuse = (problem: string) => ({ state: { ...state, problem }, command: null });
  if (event.type === 'cancel') return { state: chuteStart, command: null };
  switch (state.step) {
    case 'entries':
      if (event.type === 'next')
        return state.entries.length === 0
          ? refuse('Click at least one entry square first.')
          : { state: { step: 'exit', entries: state.entries }, command: null };
      if (state.entries.some(same(event.at)))
        return {
          state: { step: 'entries', entries: state.entries.filter((e) => !same(event.at)(e)) },
          command: null,
        };
      if (state.entries.length >= MAX_ENTRIES)
        return refuse(`A chute has at most ${MAX_ENTRIES} entries; press Enter for the exit.`);
      return { state: { step: 'entries', entries: [...state.entries, event.at] }, command: null };
    case 'exit': {
      if (event.type === 'next') return refuse('Click the exit square on a floor below first.');
      const lowest = Math.min(...state.entries.map((e) => e.floor));
      if (event.at.floor >= lowest)
        return refuse(
          'The exit is on a floor below the entries: go down a floor (Page Down) and click it there.',
        );
      return {
        state: { step: 'landing', entries: state.entries, exit: event.at, landing: [] },
        command: null,
      };
    }
    case 'landing': {
      if (event.type === 'next')
        return state.landing.length === 0
          ? refuse('Click landing square A first.')
          : finished(state, state.landing);
      if (event.at.floor !== state.exit.floor)
        return refuse("Landing squares are on the exit's floor.");
      if (state.landing.some(same(event.at)) || same(event.at)(state.exit))
        return refuse('Each landing square is another square, not the exit.');
      const landing = [...state.landing, event.at];
      if (landing.length === LANDING_LETTERS.length) return finished(state, landing);
      return {
        state: { step: 'landing', entries: state.entries, exit: state.exit, landing },
        command: null,
      };
    }
  }
}

/** What the tool asks for next, in words. */
export function chutePrompt(state: ChuteState): string {
  switch (state.step) {
    case 'entries':
      return state.entries.length === 0
        ? 'Step 1 of 3: click the entry squares on the upper floor.'
        : `Step 1 of 3: ${state.entries.length} entr${state.entries.length === 1 ? 'y' : 'ies'}; click more, or press Enter for the exit.`;
    case 'exit':
      return 'Step 2 of 3: go down a floor (Page Down) and click the exit square.';
    case 'landing':
      return `Step 3 of 3: click landing square ${LANDING_LETTERS.charAt(state.landing.length)}${state.landing.length > 0 ? ', or press Enter to finish' : ''}.`;
  }
}
