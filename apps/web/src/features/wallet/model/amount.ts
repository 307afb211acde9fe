import { yuanAmount } from '@lottery/contracts';

export type ParsedAmount =
  { ok: true; milli: number; yuan: string } | { ok: false; message: string };

/**
 * A typed amount read with the contracts' rule (yuan, positive, at most two decimals): its
 * thousandths for the limits, and the yuan to send; or the rule's message.
 */
export const parseYuan = (typed: string): ParsedAmount => {
  const text = typed.trim();
  const parsed = yuanAmount.safeParse(text === '' ? undefined : text);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
  return { ok: true, milli: parsed.data, yuan: text };
};

/** What an amount field keeps of what was typed: digits and one point with two decimals. */
export const cleanAmountInput = (typed: string): string => {
  const digits = typed.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digits.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
};
