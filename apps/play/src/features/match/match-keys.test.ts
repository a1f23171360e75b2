import { describe, expect, it } from 'vitest';
import type { Action, MatchView } from '@dungeonbowl/engine';
import { keyCommand } from './match-keys';

const press = (key: string, ctrlKey = false) => ({ key, ctrlKey, metaKey: false, altKey: false });
const offering = (actions: Action[]) => ({ actions }) as unknown as MatchView;

describe('the keys of the match screen', () => {
  it('Escape lets go; Enter goes the chosen way; E ends the acting player’s action; Ctrl+Enter ends the turn', () => {
    const view = offering([{ type: 'end-activation' }, { type: 'end-turn' }]);
    expect(keyCommand(view, press('Escape'))).toEqual({ kind: 'let-go' });
    expect(keyCommand(view, press('e'))).toEqual({
      kind: 'act',
      action: { type: 'end-activation' },
    });
    expect(keyCommand(view, press('Enter', true))).toEqual({
      kind: 'act',
      action: { type: 'end-turn' },
    });
    expect(keyCommand(view, press('Enter'))).toEqual({ kind: 'go' });
    expect(keyCommand(view, press('e', true))).toBeNull();
  });

  it('BB-BLOCK-4: a number chooses that block die, when the coach is asked to choose one', () => {
    const view = offering([
      { type: 'choose-block-die', index: 0 },
      { type: 'choose-block-die', index: 1 },
    ]);
    expect(keyCommand(view, press('2'))).toEqual({
      kind: 'act',
      action: { type: 'choose-block-die', index: 1 },
    });
    expect(keyCommand(view, press('3'))).toBeNull();
    expect(keyCommand(offering([{ type: 'end-turn' }]), press('1'))).toBeNull();
  });

  it('Ctrl+Z, Cmd+Z and Backspace undo the coach’s last die-free steps; Z alone does nothing', () => {
    const view = offering([{ type: 'end-activation' }]);
    expect(keyCommand(view, press('z', true))).toEqual({ kind: 'undo' });
    expect(keyCommand(view, { ...press('z'), metaKey: true })).toEqual({ kind: 'undo' });
    expect(keyCommand(view, { ...press('e'), metaKey: true })).toBeNull();
    expect(keyCommand(view, press('Backspace'))).toEqual({ kind: 'undo' });
    expect(keyCommand(view, press('z'))).toBeNull();
    expect(keyCommand(null, press('Backspace'))).toBeNull();
  });
});
