/**
 * The French of the rule documents, the left column of DB-GEN-10's table: the product names
 * skills, states, boxes and rolls in the BB2020 terms they map to, and never shows a coach these.
 * "KO", the same in both columns, is left out.
 */
export const SOURCE_FRENCH_TERMS: readonly string[] = [
  'Blocage',
  'Esquive',
  'Châtaigne',
  'Glissade contrôlée',
  'Glissade',
  'Poignard',
  'Sauvagerie Animale',
  'Sauvagerie',
  'Cerveau Lent',
  'Gros Débile',
  'Prendre Racine',
  'Répulsion',
  'Bond',
  'Griffes',
  'Griffes Acérées',
  'Régénération',
  'Stabilité',
  'Queue Préhensile',
  'Blocage Multiple',
  'Mettre le paquet',
  'Plaqué',
  'Sonné',
  'Blessé',
  'PSP',
  'Coups de pouce',
  'CdP',
  'Fans dévoués',
  'Fosse',
  'Réserves',
  'Interférence de passe',
  'Interférence',
];

/** The French terms of the sources (`SOURCE_FRENCH_TERMS`) that a text uses, each as a whole word. */
export const sourceFrenchIn = (text: string): string[] =>
  SOURCE_FRENCH_TERMS.filter((term) =>
    new RegExp(`(^|[^\\p{L}])${term}($|[^\\p{L}])`, 'iu').test(text),
  );
