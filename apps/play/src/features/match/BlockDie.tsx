import type { BlockFace } from './action-words';

/** How each block die face is drawn: its sign and colour, as printed on the dice (BB-BLOCK-4). */
const FACES: Readonly<Record<BlockFace, { sign: string; fill: string }>> = {
  'attacker-down': { sign: '☠', fill: '#7f1d1d' },
  'both-down': { sign: '☠☠', fill: '#92400e' },
  push: { sign: '➜', fill: '#1f2937' },
  stumble: { sign: '➜!', fill: '#166534' },
  pow: { sign: '✸', fill: '#166534' },
};

/** A block die drawn as a die, its face shown as on the table; the words beside it name it. */
export function BlockDie({ face }: { face: BlockFace }) {
  const { sign, fill } = FACES[face];
  return (
    <svg className="die" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <rect
        x="1"
        y="1"
        width="22"
        height="22"
        rx="4"
        fill={fill}
        stroke="#f5ecd9"
        strokeWidth="1.5"
      />
      <text
        x="12"
        y="16.5"
        textAnchor="middle"
        fontSize={sign.length > 1 ? 9 : 14}
        fill="#f5ecd9"
        fontWeight="bold"
      >
        {sign}
      </text>
    </svg>
  );
}
