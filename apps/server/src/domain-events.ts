import type { DrawLiveMessage } from '@lottery/contracts';

/** Sources of published data; a change to one regenerates the files built from it. */
export type DataSource =
  | 'company'
  | 'system_config'
  | 'chat_theme_colors'
  | 'lottery_games'
  | 'clock'
  | 'secret_keys'
  | 'site_pages'
  | 'notices'
  | 'ads'
  /** The game centre's categories, providers and games (game_center.json). */
  | 'games'
  /** A game's draws (its openInfo file). */
  | `draw:${number}`
  /** A game's prediction templates (its static template list). */
  | `templates:${number}`;

export interface DomainEventMap {
  sourceChanged: { source: DataSource };
  /** A draw started streaming, showed a ball, became final, or the next turn opened. */
  drawStarted: DrawLiveMessage;
  drawBall: DrawLiveMessage;
  drawResult: DrawLiveMessage;
  drawTurnOpened: DrawLiveMessage;
  /** Draw data changed outside the engine (an operator's result, new schedules): it looks again. */
  drawsChanged: { gameId?: number };
}

type Listener<K extends keyof DomainEventMap> = (
  payload: DomainEventMap[K],
) => Promise<void> | void;

/**
 * In-process domain events: services emit, other services and hubs listen. `emit` waits for
 * every listener, so a call that changes data answers only after what depends on it is current.
 */
export class DomainEvents {
  private readonly listeners = new Map<keyof DomainEventMap, Listener<keyof DomainEventMap>[]>();

  async emit<K extends keyof DomainEventMap>(name: K, payload: DomainEventMap[K]): Promise<void> {
    const listeners = (this.listeners.get(name) ?? []) as Listener<K>[];
    await Promise.all(listeners.map((listener) => listener(payload)));
  }

  on<K extends keyof DomainEventMap>(name: K, listener: Listener<K>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener<keyof DomainEventMap>);
    this.listeners.set(name, list);
  }
}
