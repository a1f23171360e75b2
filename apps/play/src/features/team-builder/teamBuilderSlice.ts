import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rosterFor, type TeamSheet } from '@dungeonbowl/engine';

/**
 * The team the coach is building, as the team sheet it will be saved as. The slice only edits
 * the sheet: whether the team is legal is asked of the engine's `checkTeam` (see team-summary.ts),
 * so a coach may go over a limit or the budget and is told why the team cannot be used.
 */
export type TeamBuilderState = TeamSheet;

/** Shirt numbers run from 1 to 99 (the team sheet format); a new player takes the lowest free one. */
const SHIRT_NUMBERS = { min: 1, max: 99 } as const;

const freeNumber = (sheet: TeamSheet): number | null => {
  const taken = new Set(sheet.players.map((p) => p.number));
  for (let n = SHIRT_NUMBERS.min; n <= SHIRT_NUMBERS.max; n++) if (!taken.has(n)) return n;
  return null;
};

/** An empty team of a team list (a roster or a College), named, in colours. */
export const emptyTeam = (
  rosterId: string,
  name = '',
  colours = { primary: '#1d4ed8', secondary: '#f8fafc' },
): TeamSheet => ({ name, rosterId, colours, rerolls: 0, apothecary: false, players: [] });

export const teamBuilderSlice = createSlice({
  name: 'teamBuilder',
  initialState: (): TeamBuilderState => emptyTeam('human'),
  reducers: {
    /** A fresh team of another team list: its name and colours stay, its players go. */
    teamListChosen(state, { payload: rosterId }: PayloadAction<string>) {
      return emptyTeam(rosterId, state.name, state.colours);
    },
    /** A ready team (or a saved sheet) becomes the team being built, to edit. */
    teamOpened(_state, { payload }: PayloadAction<TeamSheet>) {
      return structuredClone(payload);
    },
    teamRenamed(state, { payload }: PayloadAction<string>) {
      state.name = payload;
    },
    colourPicked(
      state,
      { payload }: PayloadAction<{ which: 'primary' | 'secondary'; colour: string }>,
    ) {
      state.colours[payload.which] = payload.colour;
    },
    /** A player of the position joins with the lowest free shirt number and a name to change. */
    playerAdded(state, { payload: positionId }: PayloadAction<string>) {
      const number = freeNumber(state);
      if (number === null) return;
      const position = rosterFor(state.rosterId)?.positions.find((p) => p.id === positionId);
      state.players.push({ number, name: `${position?.name ?? 'Player'} ${number}`, positionId });
    },
    /** The last player of the position to join leaves. */
    positionPlayerRemoved(state, { payload: positionId }: PayloadAction<string>) {
      const index = state.players.findLastIndex((p) => p.positionId === positionId);
      if (index >= 0) state.players.splice(index, 1);
    },
    playerRemoved(state, { payload: number }: PayloadAction<number>) {
      state.players = state.players.filter((p) => p.number !== number);
    },
    playerRenamed(state, { payload }: PayloadAction<{ number: number; name: string }>) {
      const player = state.players.find((p) => p.number === payload.number);
      if (player) player.name = payload.name;
    },
    /**
     * The Niggling Injuries a player brings from earlier matches, as the league's records say
     * (BB-INJ-8): a whole number, none left out of the sheet; anything else is not taken.
     */
    playerNigglingChanged(state, { payload }: PayloadAction<{ number: number; count: number }>) {
      const player = state.players.find((p) => p.number === payload.number);
      const { count } = payload;
      if (!player || !Number.isInteger(count) || count < 0) return;
      if (count === 0) delete player.nigglingInjuries;
      else player.nigglingInjuries = count;
    },
    rerollAdded(state) {
      state.rerolls += 1;
    },
    rerollRemoved(state) {
      state.rerolls = Math.max(0, state.rerolls - 1);
    },
    apothecaryChosen(state, { payload }: PayloadAction<boolean>) {
      state.apothecary = payload;
    },
  },
});

export const {
  teamListChosen,
  teamOpened,
  teamRenamed,
  colourPicked,
  playerAdded,
  positionPlayerRemoved,
  playerRemoved,
  playerRenamed,
  playerNigglingChanged,
  rerollAdded,
  rerollRemoved,
  apothecaryChosen,
} = teamBuilderSlice.actions;

export const teamBuilderReducer = teamBuilderSlice.reducer;
