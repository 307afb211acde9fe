import { describe, expect, it } from 'vitest';
import { allProviderCode } from '@lottery/contracts';
import {
  initialProviderFilter,
  isChosen,
  providerFilterReducer,
  toggleProvider,
} from './provider-filter';
import type { ProviderFilterAction, ProviderFilterState } from './provider-filter';

const run = (...actions: ProviderFilterAction[]): ProviderFilterState =>
  actions.reduce(providerFilterReducer, initialProviderFilter);

describe('the provider choice', () => {
  it('starts as "all only"; a provider switches all off and toggles itself (multi-select)', () => {
    expect(isChosen([], allProviderCode)).toBe(true);
    const one = toggleProvider([], 'PG');
    expect(one).toEqual(['PG']);
    expect(isChosen(one, allProviderCode)).toBe(false);
    expect(toggleProvider(one, 'KY')).toEqual(['PG', 'KY']);
    expect(toggleProvider(['PG', 'KY'], 'PG')).toEqual(['KY']);
  });

  it('clearing everything, or tapping all, reverts to "all only"', () => {
    expect(toggleProvider(['PG'], 'PG')).toEqual([]);
    expect(toggleProvider(['PG', 'KY'], allProviderCode)).toEqual([]);
  });

  it('完成 applies the draft; 重置 or closing restores the last confirmed choice', () => {
    const applied = run({ type: 'toggle', liveCode: 'PG' }, { type: 'confirm' });
    expect(applied).toEqual({ confirmed: ['PG'], draft: ['PG'] });

    const changedMind = providerFilterReducer(
      providerFilterReducer(applied, { type: 'toggle', liveCode: 'KY' }),
      { type: 'toggle', liveCode: allProviderCode },
    );
    expect(changedMind).toEqual({ confirmed: ['PG'], draft: [] });
    expect(providerFilterReducer(changedMind, { type: 'restore' })).toEqual(applied);
  });

  it('a new category resets everything to "all only"', () => {
    const applied = run({ type: 'toggle', liveCode: 'PG' }, { type: 'confirm' });
    expect(providerFilterReducer(applied, { type: 'reset' })).toEqual(initialProviderFilter);
  });
});
