import { redPacketConfigKey, type RedPacketLimits } from '@lottery/contracts';
import type { Deps } from '../../../deps';
import type { RedPacketsService } from '../../red-packets/red-packets.service';
import type { SettingsService } from '../../settings/settings.service';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';

/** Thousandths as the system config keeps them: yuan with two decimals. */
const yuanText = (milli: number) => (milli / 1000).toFixed(2);

export type RedPacketLimitsService = ReturnType<typeof createRedPacketLimitsService>;

/**
 * The chat's red-packet limits (客服/风控): the system config keys the red packets read, in yuan
 * there, thousandths here. The three keys and the audit row commit together; then every process
 * drops its settings, so the next red packet is held to them.
 */
export const createRedPacketLimitsService = (
  { db }: Pick<Deps, 'db'>,
  {
    audit,
    settings,
    redPackets,
  }: { audit: AuditService; settings: SettingsService; redPackets: RedPacketsService },
) => {
  /** The limits in force: the operator's, or the red packet's defaults. */
  const limits = (): Promise<RedPacketLimits> => redPackets.limits();

  const save = async (actor: AdminActor, next: RedPacketLimits) => {
    const before = await limits();
    await db.transaction(async (tx) => {
      const values = {
        [redPacketConfigKey.minAmount]: next.minAmount,
        [redPacketConfigKey.maxAmount]: next.maxAmount,
        [redPacketConfigKey.maxCount]: next.maxCount,
      };
      for (const [configKey, value] of Object.entries(values)) {
        await settings.setSystemConfig(
          {
            configKey,
            configValue:
              configKey === redPacketConfigKey.maxCount ? String(value) : yuanText(value),
          },
          tx,
        );
      }
      await audit.record(tx, actor, {
        action: 'chat.redPacketLimits',
        target: '红包限额',
        before,
        after: next,
      });
    });
    await settings.changed('system_config');
    return limits();
  };

  return { limits, save };
};
