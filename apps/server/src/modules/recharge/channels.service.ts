import {
  channelDetailsByType,
  type PaymentChannelBody,
  type RechargeChannel,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import * as repo from './recharge.repository';

export const channelView = (row: repo.ChannelRow): RechargeChannel => ({
  id: row.id,
  type: row.type,
  name: row.name,
  icon: row.icon,
  minAmount: row.minAmount,
  maxAmount: row.maxAmount,
  sort: row.sort,
  enabled: row.enabled,
  details: row.details,
});

export type ChannelsService = ReturnType<typeof createChannelsService>;

/** The payment channels a member recharges through, set by the operator. */
export const createChannelsService = ({ db }: Pick<Deps, 'db'>) => {
  const enabled = async () => (await repo.listEnabledChannels(db)).map(channelView);

  /** Every channel, enabled or not (the back office). */
  const all = async () => (await repo.listChannels(db)).map(channelView);

  const find = async (id: number, outer?: Db) => {
    const row = await repo.findChannel(outer ?? db, id);
    return row ? channelView(row) : undefined;
  };

  /** Adds a channel, or replaces the one with `id`; its details are read by its type. */
  const upsert = async (body: PaymentChannelBody, outer?: Db) => {
    const details = channelDetailsByType[body.type].parse(body.details);
    const values = {
      type: body.type,
      name: body.name,
      icon: body.icon,
      minAmount: body.minAmount,
      maxAmount: body.maxAmount,
      enabled: body.enabled,
      sort: body.sort,
      details,
    };
    const row =
      body.id === undefined
        ? await repo.insertChannel(outer ?? db, values)
        : await repo.updateChannel(outer ?? db, body.id, values);
    if (!row) throw new AppError('SYS/NOT_FOUND', '充值渠道不存在');
    return channelView(row);
  };

  return { enabled, all, find, upsert };
};
