import { create } from 'zustand';
import type { ChaseChoice, Selections } from './slip';

/** One game's slip: what is picked in each play, the amount per bet and the chase. */
export interface Slip {
  selections: Selections;
  /** As typed (whole yuan); checked when confirming. */
  amount: string;
  chase: ChaseChoice;
}

export const emptySlip: Slip = {
  selections: {},
  amount: '',
  chase: { on: false, turns: 2, stopOnWin: true },
};

interface SlipState {
  slips: Readonly<Record<number, Slip>>;
  /** Picks or unpicks one option of a play. */
  toggle(gameId: number, playCode: string, key: string): void;
  /** Drops picks: one play's, or every play's. */
  unpick(gameId: number, playCode?: string): void;
  setAmount(gameId: number, amount: string): void;
  setChase(gameId: number, chase: Partial<ChaseChoice>): void;
  /** Empties the slip (after it was placed, or on 清空); the amount stays for the next one. */
  clear(gameId: number): void;
}

/**
 * The bet slips of the games, kept while the member moves around the app (to recharge and back,
 * to the heat map of game 95), and through a turn closing: only placing it or 清空 empties it.
 */
export const useSlipStore = create<SlipState>((set) => {
  const update = (gameId: number, change: (slip: Slip) => Slip) =>
    set((state) => ({
      slips: { ...state.slips, [gameId]: change(state.slips[gameId] ?? emptySlip) },
    }));
  return {
    slips: {},
    toggle: (gameId, playCode, key) =>
      update(gameId, (slip) => {
        const picked = slip.selections[playCode] ?? [];
        const next = picked.includes(key)
          ? picked.filter((entry) => entry !== key)
          : [...picked, key];
        return { ...slip, selections: { ...slip.selections, [playCode]: next } };
      }),
    unpick: (gameId, playCode) =>
      update(gameId, (slip) => ({
        ...slip,
        selections: playCode === undefined ? {} : { ...slip.selections, [playCode]: [] },
      })),
    setAmount: (gameId, amount) => update(gameId, (slip) => ({ ...slip, amount })),
    setChase: (gameId, chase) =>
      update(gameId, (slip) => ({ ...slip, chase: { ...slip.chase, ...chase } })),
    clear: (gameId) => update(gameId, (slip) => ({ ...emptySlip, amount: slip.amount })),
  };
});

export const useSlip = (gameId: number): Slip =>
  useSlipStore((state) => state.slips[gameId] ?? emptySlip);
