import { chatCommand, transactionType } from '@lottery/contracts';
import type { Deps } from '../../deps';
import type { Timers } from '../draws/draw-engine';
import { publishToRoom } from '../chat/chat-store';
import type { WalletService } from '../wallet/wallet.service';
import { redPacketReference } from './red-packet-references';
import * as repo from './red-packets.repository';

/** Real timers that never keep the process alive. */
const unrefTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

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

  let running = false;
  let timers: Timers = unrefTimers;
  let timer: unknown;
  let underWay: Promise<unknown> | undefined;

  const sweepAndRearm = () => {
    timer = undefined;
    underWay = sweep()
      .catch((error: unknown) => log.error({ err: error }, 'red packet expiry sweep failed'))
      .then(() => {
        underWay = undefined;
        if (running) timer = timers.setTimeout(sweepAndRearm, sweepEveryMs);
      });
  };

  const start = (given?: Timers) => {
    if (running) return;
    running = true;
    timers = given ?? unrefTimers;
    sweepAndRearm();
  };

  /** Resolves when no sweep of this process is under way. */
  const whenIdle = async () => {
    while (underWay) await underWay;
  };

  const stop = async () => {
    running = false;
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    await whenIdle();
  };

  return { sweep, start, stop, whenIdle };
};
