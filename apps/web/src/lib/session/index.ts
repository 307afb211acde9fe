export { useSession, isSignedIn } from './session-store';
export { RequireAuth } from './require-auth';
export { profileQueryKey, balanceQueryKey, vipRulesQueryKey } from './query-keys';
export { getProfile, profileQueryOptions } from './profile-query';
export { useTabLimit } from './tab-limit-store';
