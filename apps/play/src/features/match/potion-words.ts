import type { CharacteristicChanges, PlayerPotion, PotionKind } from '@dungeonbowl/engine';

const potionNames: Readonly<Record<PotionKind, string>> = {
  speed: 'Speed',
  strength: 'Strength',
  agility: 'Agility',
  'stone-skin': 'Stone Skin',
  combat: 'Combat',
  reflexes: 'Reflexes',
};

/** "Speed": a potion as the potion table names it (DB-POTION-4). */
export const potionName = (kind: PotionKind): string => potionNames[kind];

/**
 * "+2 ST, Block": what a potion changes. AG and AV read as the coach's profile reads them: a
 * better Agility target is "+1 AG", though the target goes down.
 */
export function changeWords(changes: CharacteristicChanges, skills: readonly string[]): string {
  const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);
  const parts = [
    changes.ma ? `${signed(changes.ma)} MA` : null,
    changes.st ? `${signed(changes.st)} ST` : null,
    changes.ag ? `${signed(-changes.ag)} AG` : null,
    changes.av ? `${signed(changes.av)} AV` : null,
    ...skills,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'no change, at its limit';
}

/** "Carries a potion", "Speed potion: +2 MA, 3 team turns left": a player's potions, for his card. */
export function potionWords(potion: PlayerPotion | undefined): string[] {
  if (!potion) return [];
  const { effect } = potion;
  return [
    ...(effect
      ? [
          `${potionName(effect.potion)} potion: ${changeWords(effect.changes, effect.skills)}, ${effect.turns} team turn${effect.turns === 1 ? '' : 's'} left`,
        ]
      : []),
    ...(potion.carried ? ['Carries a potion'] : []),
  ];
}
