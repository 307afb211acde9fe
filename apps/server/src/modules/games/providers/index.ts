import type { GameProviderAdapter } from './provider-adapter';

/**
 * The adapters by the name `game_providers.adapter` gives. A real provider's adapter is added
 * here (docs/api.md "Game providers").
 */
export const createProviderRegistry = (adapters: readonly GameProviderAdapter[]) => {
  const byName = new Map(adapters.map((adapter) => [adapter.name, adapter]));
  return {
    adapterOf: (name: string): GameProviderAdapter | undefined => byName.get(name),
    adapters: () => [...byName.values()],
  };
};

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
