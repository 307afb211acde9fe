/** The service tiles under the notice line (spec part 1 §2 "Game centre"). */
export interface ServiceTile {
  key: 'recharge' | 'withdraw' | 'washCode' | 'bills' | 'promotion';
  label: string;
  path: string;
  /** A visitor is sent to /auth/login first. */
  needsLogin: boolean;
  /** A trial account is refused with the trial toast (recharge and withdraw, spec part 1 §5). */
  refusesTrial: boolean;
}

export const serviceTiles: readonly ServiceTile[] = [
  { key: 'recharge', label: '充值', path: '/recharge', needsLogin: true, refusesTrial: true },
  { key: 'withdraw', label: '提现', path: '/withdraw-money', needsLogin: true, refusesTrial: true },
  { key: 'washCode', label: '洗码', path: '/betting-bonus', needsLogin: true, refusesTrial: false },
  { key: 'bills', label: '资金明细', path: '/bills', needsLogin: true, refusesTrial: false },
  {
    key: 'promotion',
    label: '优惠活动',
    path: '/promotional',
    needsLogin: false,
    refusesTrial: false,
  },
];

export type ServiceTileOutcome =
  { kind: 'login' } | { kind: 'trial' } | { kind: 'open'; path: string };

export const tapServiceTile = (
  tile: ServiceTile,
  { signedIn, isTrial }: { signedIn: boolean; isTrial: boolean },
): ServiceTileOutcome => {
  if (tile.needsLogin && !signedIn) return { kind: 'login' };
  if (tile.refusesTrial && isTrial) return { kind: 'trial' };
  return { kind: 'open', path: tile.path };
};
