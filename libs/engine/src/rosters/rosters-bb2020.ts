import {
  AMAZON,
  BLACK_ORC,
  CHAOS_CHOSEN,
  CHAOS_DWARF,
  DARK_ELF,
  DWARF,
  ELVEN_UNION,
} from './rosters-bb2020-a-e';
import {
  GOBLIN,
  HALFLING,
  HIGH_ELF,
  HUMAN,
  IMPERIAL_NOBILITY,
  LIZARDMEN,
  NECROMANTIC_HORROR,
} from './rosters-bb2020-g-n';
import {
  NORSE,
  OGRE,
  ORC,
  SHAMBLING_UNDEAD,
  SKAVEN,
  UNDERWORLD_DENIZENS,
  WOOD_ELF,
} from './rosters-bb2020-n-w';
import type { Roster } from './types';

/** The BB2020 team lists a Dungeonbowl team may be drafted from (DB-TEAM-1), by name. */
export const BB2020_ROSTERS: readonly Roster[] = [
  AMAZON,
  BLACK_ORC,
  CHAOS_CHOSEN,
  CHAOS_DWARF,
  DARK_ELF,
  DWARF,
  ELVEN_UNION,
  GOBLIN,
  HALFLING,
  HIGH_ELF,
  HUMAN,
  IMPERIAL_NOBILITY,
  LIZARDMEN,
  NECROMANTIC_HORROR,
  NORSE,
  OGRE,
  ORC,
  SHAMBLING_UNDEAD,
  SKAVEN,
  UNDERWORLD_DENIZENS,
  WOOD_ELF,
];

/** The BB2020 roster with this id, or undefined. */
export function getRoster(id: string): Roster | undefined {
  return BB2020_ROSTERS.find((roster) => roster.id === id);
}
