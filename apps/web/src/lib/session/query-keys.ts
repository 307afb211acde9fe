/** Query keys shared across features: the login flow invalidates what the profile feature reads. */
export const profileQueryKey = ['profile'] as const;
export const balanceQueryKey = ['balance'] as const;
export const vipRulesQueryKey = ['vip-rules'] as const;
