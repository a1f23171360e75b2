import type { Room } from './generated/dungeon-map.v1';

/** The text with its first letter in capitals, to start a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const words = (text: string): string[] => text.split(/[\s_-]+/).filter((w) => w !== '');

/**
 * How a message names one of a map's pieces: the kind of thing it is (`noun`, in lower case) and
 * the id the map gives it, without saying the same word twice when the id already says what it is.
 * "door" `door-1` is "door 1", "mine cart" `cart-2` is "mine cart 2", "portcullis" `portcullis` is
 * "the portcullis", "rotating lift" `troll-lift` is "the troll lift", "tilting corridor"
 * `tilting-bridge` is "the tilting bridge", "portcullis" `gate-1` stays "portcullis gate-1".
 * Mid-sentence form: `capitalise` it to start a sentence.
 */
export function pieceName(noun: string, id: string): string {
  const kind = words(noun.toLowerCase());
  const own = words(id);
  const lower = own.map((w) => w.toLowerCase());
  // The id starts with the noun, or with its last words: "cart-2" for a mine cart.
  for (let from = 0; from < kind.length; from++) {
    const said = kind.slice(from);
    if (said.every((w, i) => lower[i] === w)) {
      const rest = own.slice(said.length);
      return rest.length === 0 ? `the ${noun}` : `${noun} ${rest.join('-')}`;
    }
  }
  // The id is a name of a few words, one of them the noun's: "troll-lift" for a rotating lift.
  if (own.length > 1 && lower.some((w) => kind.includes(w))) return `the ${own.join(' ')}`;
  return `${noun} ${id}`;
}

/**
 * What each kind of special room is called, as the generator names the rooms it makes and the
 * board's legend lists them: "Spike room", "Cursed pool".
 */
export const roomKindNames: Readonly<Record<Room['kind'], string>> = {
  spikes: 'Spike room',
  geysers: 'Geyser room',
  moss: 'Moss room',
  monster: 'Monster room',
  'magic-statue': 'Magic statue room',
  potions: 'Magic potion room',
  prison: 'Prison',
  collapsed: 'Collapsed room',
  boats: 'Boat room',
  'cursed-pool': 'Cursed pool',
  labyrinth: 'Labyrinth',
  central: 'Central room',
};
