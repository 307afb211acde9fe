export { useSession, isSignedIn } from './session-store';
export { RequireAuth } from './require-auth';
export { profileQueryKey, balanceQueryKey, vipRulesQueryKey } from './query-keys';
