import type { Feature } from '../generated/dungeon-map.v1';
import { isFree, take, type Corridor, type Draft, type Square } from './draft';

/** The squares across a corridor at one point along it, one a lane. */
function across(c: Corridor, along: number): Square[] {
  const lanes = c.horizontal ? c.rect.height : c.rect.width;
  return Array.from({ length: lanes }, (_, lane) =>
    c.horizontal
      ? { x: c.rect.x + along, y: c.rect.y + lane }
      : { x: c.rect.x + lane, y: c.rect.y + along },
  );
}

const lengthOf = (c: Corridor) => (c.horizontal ? c.rect.width : c.rect.height);

function freeCorridors(d: Draft, minLength: number, floor?: number): Corridor[] {
  return d.corridors.filter(
    (c) => !c.used && lengthOf(c) >= minLength && (floor === undefined || c.floor === floor),
  );
}

/**
 * Corridor mechanisms: in Valdemor a portcullis across a ground-floor corridor and a tilting
 * corridor (one a lane); in the Pyramid labyrinth doors. None of them closes a way for the setup
 * rules, and each stands on the floor squares its kind allows.
 */
export function placeCorridorMechanisms(d: Draft): void {
  const valdemor = d.style !== 'pyramid';
  const pyramid = d.style !== 'valdemor';
  const features: Feature[] = [];
  const use = (c: Corridor, squares: Square[]) => {
    c.used = true;
    take(d, c.floor, squares);
  };
  if (valdemor) {
    const [gate] = d.rng.shuffled(freeCorridors(d, 3, 0));
    if (gate) {
      const squares = across(gate, Math.floor(lengthOf(gate) / 2));
      squares.forEach((s, i) =>
        features.push({
          kind: 'portcullis',
          floor: 0,
          ...s,
          id: `portcullis-${i + 1}`,
          side: gate.horizontal ? 'east' : 'south',
          start: 'random',
        }),
      );
      use(gate, squares);
    }
    const [bridge] = d.rng.shuffled(freeCorridors(d, 6));
    if (bridge) {
      const start = Math.floor((lengthOf(bridge) - 4) / 2);
      const squares = [0, 1, 2, 3].flatMap((i) => across(bridge, start + i));
      if (squares.every((s) => isFree(d, bridge.floor, s))) {
        across(bridge, start).forEach((s, lane) =>
          features.push({
            kind: 'tilting-corridor',
            floor: bridge.floor,
            ...s,
            id: `tilting-corridor-${lane + 1}`,
            direction: bridge.horizontal ? 'east' : 'south',
            length: 4,
            start: 'random',
          }),
        );
        use(bridge, squares);
      }
    }
  }
  if (pyramid) {
    d.rng
      .shuffled(freeCorridors(d, 3))
      .slice(0, 2)
      .forEach((c) => {
        const squares = across(c, d.rng.between(1, lengthOf(c) - 2));
        squares.forEach((s) =>
          features.push({
            kind: 'door',
            floor: c.floor,
            ...s,
            id: `door-${features.filter((f) => f.kind === 'door').length + 1}`,
            start: 'random',
          }),
        );
        use(c, squares);
      });
  }
  d.features.push(...features);
}
