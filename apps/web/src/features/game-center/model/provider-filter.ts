import { allProviderCode } from '@lottery/contracts';

/** A choice of providers: their codes, the empty list meaning "all providers" only. */
export type ProviderChoice = readonly string[];

export const allProviders: ProviderChoice = [];

/**
 * A tap in the drawer (spec part 1 §4 "Provider filter"): "all" is exclusive and brings back
 * "all only"; a provider switches "all" off and toggles itself; clearing the last one reverts to
 * "all only".
 */
export const toggleProvider = (choice: ProviderChoice, liveCode: string): ProviderChoice => {
  if (liveCode === allProviderCode) return allProviders;
  return choice.includes(liveCode)
    ? choice.filter((code) => code !== liveCode)
    : [...choice, liveCode];
};

export const isChosen = (choice: ProviderChoice, liveCode: string): boolean =>
  liveCode === allProviderCode ? choice.length === 0 : choice.includes(liveCode);

/** The drawer's state: what applies to the grid, and what is being picked. */
export interface ProviderFilterState {
  confirmed: ProviderChoice;
  draft: ProviderChoice;
}

export const initialProviderFilter: ProviderFilterState = {
  confirmed: allProviders,
  draft: allProviders,
};

export type ProviderFilterAction =
  | { type: 'toggle'; liveCode: string }
  /** 完成: the draft applies. */
  | { type: 'confirm' }
  /** 重置 or closing the drawer: back to the last confirmed choice. */
  | { type: 'restore' }
  /** A new category, or leaving the page. */
  | { type: 'reset' };

export const providerFilterReducer = (
  state: ProviderFilterState,
  action: ProviderFilterAction,
): ProviderFilterState => {
  switch (action.type) {
    case 'toggle':
      return { ...state, draft: toggleProvider(state.draft, action.liveCode) };
    case 'confirm':
      return { confirmed: state.draft, draft: state.draft };
    case 'restore':
      return { ...state, draft: state.confirmed };
    case 'reset':
      return initialProviderFilter;
  }
};
