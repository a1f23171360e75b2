import type { BlockFace } from './action-words';

/** How each block die face is drawn: its sign and colour, as printed on the dice (BB-BLOCK-4). */
const FACES: Readonly<Record<BlockFace, { sign: string; fill: string }>> = {
  'attacker-down': { sign: '☠', fill: '#7f1d1d' },
  'both-down': { sign: '☠☠', fill: '#92400e' },
  push: { sign: '➜', fill: '#1f2937' },
  stumble: { sign: '➜!', fill: '#166534' },
  pow: { sign: '✸', fill: '#166534' },
};

/** Where a D6's pips stand on a 24 x 24 face, for each number, as on a die. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[12, 12]],
  2: [
    [7, 7],
    [17, 17],
  ],
  3: [
    [7, 7],
    [12, 12],
    [17, 17],
  ],
  4: [
    [7, 7],
    [17, 7],
    [7, 17],
    [17, 17],
  ],
  5: [
    [7, 7],
    [17, 7],
    [12, 12],
    [7, 17],
    [17, 17],
  ],
  6: [
    [7, 6],
    [17, 6],
    [7, 12],
    [17, 12],
    [7, 18],
    [17, 18],
  ],
};

/** A die to draw: a block die's face, or a D6's number (1 to 6). */
export type DieFace = { readonly block: BlockFace } | { readonly d6: number };

/**
 * A die drawn as a die, a block die's face or a D6's pips as on the table. Only a picture: the
 * words beside it (a button's, a log line's) name it for screen readers and copying.
 */
export function Die(props: DieFace) {
  const block = 'block' in props ? FACES[props.block] : null;
  const pips = 'd6' in props ? (PIPS[props.d6] ?? []) : [];
  return (
    <svg className="die" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <rect
        x="1"
        y="1"
        width="22"
        height="22"
        rx="4"
        fill={block ? block.fill : '#f5ecd9'}
        stroke={block ? '#f5ecd9' : '#3d2410'}
        strokeWidth="1.5"
      />
      {block && (
        <text
          x="12"
          y="16.5"
          textAnchor="middle"
          fontSize={block.sign.length > 1 ? 9 : 14}
          fill="#f5ecd9"
          fontWeight="bold"
        >
          {block.sign}
        </text>
      )}
      {pips.map(([x, y]) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r="2.3" fill="#1f1a14" />
      ))}
    </svg>
  );
}

/** A block die drawn as a die, its face shown as on the table; the words beside it name it. */
export function BlockDie({ face }: { face: BlockFace }) {
  return <Die block={face} />;
}
