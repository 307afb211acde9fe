import type { LiveBetRecord } from '@lottery/contracts';

/** A game provider as the game centre stores it (a `game_providers` row). */
export interface ProviderRecord {
  liveCode: string;
  name: string;
  adapter: string;
}

/** A third-party game as the game centre stores it (a `games` row with a provider). */
export interface ProviderGame {
  gameId: number;
  gameName: string;
  category: string;
  liveCode: string;
  gameCode: string;
  gameKind: string;
  appDisplay: number;
}

export interface LaunchRequest {
  provider: ProviderRecord;
  game: ProviderGame;
  /** `sessionId`: the member's session that launches; the game must end when it ends. */
  member: { userId: number; account: string; sessionId: number };
  isMobile: boolean;
  /**
   * The site's own address (PUBLIC_URL, `https://example.com`), for providers served by this
   * server; never taken from the request.
   */
  origin: string;
}

export interface TransferRequest {
  provider: ProviderRecord;
  userId: number;
  /** Thousandths of a yuan, above 0. */
  amount: number;
  /** Unique per transfer: a retry with the same id moves the money once. */
  transferId: string;
}

export interface BetRecordQuery {
  provider: ProviderRecord;
  from: Date;
  to: Date;
  userId?: number;
}

/**
 * What the game centre needs of a game provider. A real provider is added by implementing this
 * (calling the provider's API), registering it in `providers/index.ts` under a name, and giving
 * its `game_providers` rows that name in `adapter` (docs/api.md "Game providers").
 *
 * Errors: throw AppError with the spec's codes where they apply — `KY/0` while the member is in a
 * round that must finish first, `LIVE/BLACK_USER` when the provider refuses the member,
 * `LIVE/maintenance` when it is closed, `WALLET/INSUFFICIENT_BALANCE` for a transfer larger than
 * the balance. Anything else reaches the member as `LIVE/LAUNCH_FAILED` 操作频繁，请稍后试试.
 */
export interface GameProviderAdapter {
  /** The name `game_providers.adapter` refers to. */
  readonly name: string;
  /** The URL that opens the game for the member (absolute). */
  launch(request: LaunchRequest): Promise<string>;
  /** The member's balance at the provider, in thousandths of a yuan. */
  balance(provider: ProviderRecord, userId: number): Promise<number>;
  /** Moves `amount` of the member's main balance (money) to the provider; answers its balance. */
  transferIn(request: TransferRequest): Promise<number>;
  /** Moves `amount` from the provider back to the main balance; answers the provider balance. */
  transferOut(request: TransferRequest): Promise<number>;
  /** The member's (or every member's) settled rounds between two instants, oldest first. */
  betRecords(query: BetRecordQuery): Promise<LiveBetRecord[]>;
}
