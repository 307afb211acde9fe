import { chatCommand, transactionType } from '@lottery/contracts';
import type { Deps } from '../../deps';
import { periodicSweep } from '../../lib/periodic-sweep';
import { publishToRoom } from '../chat/chat-store';
import type { WalletService } from '../wallet/wallet.service';
import { redPacketReference } from './red-packet-references';
import * as repo from './red-packets.repository';

/** Packets one transaction expires. */
const batchSize = 100;

/**
 * Red packets past their 24 hours → expired, their remainder back to the sender (红包退回,
 * type 17, `hongbao:refund:{id}`), now and every `sweepEveryMs`. Each batch is one transaction
 * over packets locked FOR UPDATE SKIP LOCKED and still open: two processes sweeping at once
 * expire different packets, an open under way finishes first, and the unique ledger reference
 * makes a second refund of a packet impossible whatever happens.
 */
export const createRedPacketExpiry = (
  { db, bus, log, now }: Pick<Deps, 'db' | 'bus' | 'log' | 'now'>,
  { wallet }: { wallet: Pick<WalletService, 'postBatch'> },
  { sweepEveryMs = 60_000 }: { sweepEveryMs?: number } = {},
) => {
  const expireBatch = async () =>
    db.transaction(async (tx) => {
      const at = now();
      const due = await repo.lockExpired(tx, at, batchSize);
      const expired: repo.RedPacketRow[] = [];
      for (const packet of due) {
        const row = await repo.markExpired(tx, packet.id, at);
        if (row) expired.push(row);
      }
      await wallet.postBatch(
        expired
          .filter((packet) => packet.refundedAmount > 0)
          .map((packet) => ({
            userId: packet.senderUserId,
            wallet: 'money' as const,
            amount: packet.refundedAmount,
            type: transactionType.redPacketRefund,
            reference: redPacketReference.refund(packet.id),
            remark: '红包退回',
          })),
        tx,
      );
      return { expired, full: due.length === batchSize };
    });

  /** Expires every packet due now; answers their ids. */
  const sweep = async () => {
    const ids: number[] = [];
    for (;;) {
      const { expired, full } = await expireBatch();
      for (const packet of expired) {
        ids.push(packet.id);
        await publishToRoom(bus, packet.roomId, {
          command: chatCommand.hongbao,
          content: {
            room_id: packet.roomId,
            hongbao_id: packet.id,
            remaining_count: packet.remainingCount,
            status: packet.status,
          },
        });
      }
      if (!full) break;
    }
    if (ids.length > 0) log.info({ expired: ids.length }, 'red packets expired');
    return ids;
  };

  return {
    sweep,
    ...periodicSweep({ sweep, everyMs: sweepEveryMs, log, name: 'red packet expiry sweep' }),
  };
};
