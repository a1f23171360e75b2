import { checkMapRules, loadMap, type DungeonMap, type Finding } from '@dungeonbowl/dungeon-schema';
import { withHoleAbove } from './placement';
import { footprint, thingLists, thingName, type ThingRef } from './things';

/** An edit either gives the new map or says, in words, why it was refused. */
export type Checked = { readonly map: DungeonMap } | { readonly refused: string };

const errorCounts = (findings: readonly Finding[]) => {
  const counts = new Map<string, number>();
  for (const f of findings)
    if (f.severity === 'error') counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
  return counts;
};

/**
 * Accepts an edit unless the result is no longer a map-format file (it could not be saved, nor
 * restored from the autosave), or it breaks a setup rule that held before: some rule has more
 * errors after it than before. The reason is the validator's own sentence, so the editor and the
 * findings panel always say the same. A map that was already broken may still be rearranged.
 */
export function checkedEdit(before: DungeonMap, after: DungeonMap): Checked {
  if (after === before) return { map: after };
  const format = loadMap(after).findings[0];
  if (format) return { refused: `${format.rule}: ${format.message}` };
  const earlier = checkMapRules(before);
  const was = errorCounts(earlier);
  const findings = checkMapRules(after);
  const now = errorCounts(findings);
  const worse = [...now].find(([rule, n]) => n > (was.get(rule) ?? 0))?.[0];
  if (!worse) return { map: after };
  const old = new Set(earlier.map((f) => f.message));
  const reason =
    findings.find((f) => f.rule === worse && !old.has(f.message)) ??
    findings.find((f) => f.rule === worse)!;
  return { refused: `${reason.rule}: ${reason.message}` };
}

const shift = <T extends { x: number; y: number }>(s: T, dx: number, dy: number): T => ({
  ...s,
  x: s.x + dx,
  y: s.y + dy,
});

/** The map with one thing of a list replaced by what `change` makes of it. */
export function replaced(
  map: DungeonMap,
  ref: ThingRef,
  change: (thing: never) => unknown,
): DungeonMap {
  const key = thingLists[ref.kind];
  const list = (map[key] ?? []) as readonly unknown[];
  if (!list[ref.index]) return map;
  return { ...map, [key]: list.map((t, i) => (i === ref.index ? change(t as never) : t)) };
}

/** A thing moved by whole squares on its floor; a chute square picked alone moves alone. */
export function translateThing(map: DungeonMap, ref: ThingRef, dx: number, dy: number): DungeonMap {
  if (dx === 0 && dy === 0) return map;
  switch (ref.kind) {
    case 'chute':
      return replaced(map, ref, (c: NonNullable<DungeonMap['chutes']>[number]) => {
        const part = ref.part;
        const all = !part;
        return {
          ...c,
          entries: c.entries.map((e, i) =>
            all || (part.role === 'entry' && part.n === i) ? shift(e, dx, dy) : e,
          ),
          exit: all || part.role === 'exit' ? shift(c.exit, dx, dy) : c.exit,
          landing: c.landing.map((s, i) =>
            all || (part.role === 'landing' && part.n === i) ? shift(s, dx, dy) : s,
          ),
        };
      });
    case 'elevator':
      return replaced(map, ref, (e: NonNullable<DungeonMap['elevators']>[number]) => ({
        ...e,
        squares: e.squares.map((s) => shift(s, dx, dy)),
      }));
    case 'room':
      return replaced(map, ref, (r: NonNullable<DungeonMap['rooms']>[number]) => ({
        ...r,
        squares: r.squares.map((s) => shift(s, dx, dy)),
      }));
    case 'feature':
      return replaced(map, ref, (f: NonNullable<DungeonMap['features']>[number]) => {
        const moved = shift(f, dx, dy);
        if (moved.kind === 'monster-lair')
          return { ...moved, protects: moved.protects.map((r) => shift(r, dx, dy)) };
        if (moved.kind === 'cart-station')
          return { ...moved, boarding: moved.boarding.map((s) => shift(s, dx, dy)) };
        return moved;
      });
    case 'link': {
      const link = map.links?.[ref.index];
      if (!link) return map;
      return withHoleAbove(
        replaced(map, ref, (l: typeof link) => shift(l, dx, dy)),
        shift(link, dx, dy),
      );
    }
    default:
      return replaced(map, ref, (t: { x: number; y: number }) => shift(t, dx, dy));
  }
}

/** A thing dragged by whole squares, refused when a square would leave the map or a rule would break. */
export function moveThing(map: DungeonMap, ref: ThingRef, dx: number, dy: number): Checked {
  const moved = translateThing(map, ref, dx, dy);
  const off = footprint(moved, ref).some(
    (s) => s.x < 0 || s.y < 0 || s.x >= map.width || s.y >= map.height,
  );
  if (off)
    return {
      refused: `There is no room for ${thingName(map, ref)} there: it would leave the map.`,
    };
  return checkedEdit(map, moved);
}

/** The map without the thing (a ladder's hole stays, as when it is taken away by its tool). */
export function removeThing(map: DungeonMap, ref: ThingRef): DungeonMap {
  const key = thingLists[ref.kind];
  const list = (map[key] ?? []) as readonly unknown[];
  if (!list[ref.index]) return map;
  return { ...map, [key]: list.filter((_, i) => i !== ref.index) };
}

/** Gives a teleporter another number; the one that had it takes the old number, so 1-6 stay unique. */
export function renumberTeleporter(map: DungeonMap, index: number, number: number): DungeonMap {
  const own = map.teleporters[index];
  if (!own || own.number === number || number < 1 || number > 6) return map;
  return {
    ...map,
    teleporters: map.teleporters.map((t, i) =>
      i === index ? { ...t, number } : t.number === number ? { ...t, number: own.number } : t,
    ),
  };
}

/** An end zone turned a quarter about its north-west square: 2 x 4 becomes 4 x 2 and back. */
export function turnEndZone(map: DungeonMap, index: number): Checked {
  const turned = replaced(
    map,
    { kind: 'end-zone', index },
    (z: DungeonMap['endZones'][number]) => ({
      ...z,
      width: z.height,
      height: z.width,
    }),
  );
  const zone = turned.endZones[index];
  if (zone && (zone.x + zone.width > map.width || zone.y + zone.height > map.height))
    return { refused: `End zone ${zone.id} turned would leave the map; move it first.` };
  return checkedEdit(map, turned);
}

/**
 * Fields of a thing set to new values (undefined takes a field away). Renaming an end zone or a
 * room renames what refers to it (portals, geyser vents, prison trapdoors and levers).
 */
export function editThing(
  map: DungeonMap,
  ref: ThingRef,
  fields: Readonly<Record<string, unknown>>,
): Checked {
  const old = (map[thingLists[ref.kind]] as readonly Record<string, unknown>[] | undefined)?.[
    ref.index
  ];
  if (!old) return { map };
  let next = replaced(map, ref, (t: Record<string, unknown>) => {
    const changed: Record<string, unknown> = { ...t, ...fields };
    for (const [name, value] of Object.entries(fields))
      if (value === undefined) delete changed[name];
    return changed;
  });
  const renamed = typeof fields['id'] === 'string' && fields['id'] !== old['id'];
  if (renamed && (ref.kind === 'end-zone' || ref.kind === 'room')) {
    const [from, to] = [old['id'], fields['id']];
    const field = ref.kind === 'end-zone' ? ['endZone'] : ['room', 'prison'];
    next = {
      ...next,
      features: (next.features ?? []).map((f) => {
        const refs = field.filter(
          (name) => (f as unknown as Record<string, unknown>)[name] === from,
        );
        return refs.length === 0
          ? f
          : ({ ...f, ...Object.fromEntries(refs.map((name) => [name, to])) } as typeof f);
      }),
    };
  }
  return checkedEdit(map, next);
}
