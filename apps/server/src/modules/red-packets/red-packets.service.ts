import { randomInt as cryptoRandomInt } from 'node:crypto';
import {
  chatCommand,
  chatConfigKey,
  chatPermission,
  nextShare,
  redPacketConfigKey,
  redPacketDefaults,
  redPacketProblem,
  redPacketStatus,
  systemConfigKey,
  transactionType,
  type ChatHongbaoRef,
  type CreateRedPacketBody,
  type ErrorCode,
  type RedPacketDetail,
  type RedPacketHistory,
  type RedPacketHistoryQuery,
  type RedPacketOpened,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Authenticated } from '../auth/session.service';
import {
  appendMessage,
  chatUserOfMember,
  messageView,
  publishMessage,
  publishToRoom,
  userInfoOf,
} from '../chat/chat-store';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import { createRedPacketExpiry } from './red-packet-expiry';
import { redPacketReference } from './red-packet-references';
import * as repo from './red-packets.repository';

export type RedPacketsService = ReturnType<typeof createRedPacketsService>;

/** A uniform integer in [min, max): crypto.randomInt, or a seeded one in tests. */
export type RandomInt = (min: number, max: number) => number;

const hourMs = 3_600_000;

/** A yuan amount of the system config as thousandths, whole cents; undefined when not one. */
const configuredMilli = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return undefined;
  const yuan = Number(value);
  if (!Number.isFinite(yuan) || yuan <= 0) return undefined;
  return Math.round(yuan * 100) * 10;
};

const configuredCount = (value: string | undefined) => {
  const count = Number(value);
  return value !== undefined && Number.isInteger(count) && count > 0 ? count : undefined;
};

const vipLevelsOf = (value: string | undefined): number[] | null => {
  if (!value?.trim()) return null;
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((level) => Number.isInteger(level));
};

const permissionErrors = {
  'switched-off': 'CHAT/SWITCHED_OFF',
  'vip-level': 'CHAT/VIP_LEVEL',
  'room-closed': 'CHAT/NO_PERMISSION',
  guest: 'CHAT/GUEST_FORBIDDEN',
} as const satisfies Record<string, ErrorCode>;

const problemErrors = {
  amount: 'HONGBAO/AMOUNT_RANGE',
  count: 'HONGBAO/COUNT_RANGE',
  share: 'HONGBAO/SHARE_TOO_SMALL',
} as const satisfies Record<string, ErrorCode>;

export const hongbaoRef = (packet: repo.RedPacketRow): ChatHongbaoRef => ({
  id: packet.id,
  count: packet.count,
  remaining_count: packet.remainingCount,
  status: packet.status,
});

/**
 * Red packets (红包; docs/api.md "Red packets"), WeChat's group red packet: the sender pays the
 * whole amount when sending (红包发出, type 15) and the packet is a message of the room; each
 * member opens one share, drawn when opened by the double-mean rule (红包领取, type 16); what
 * nobody opened within 24 hours goes back to the sender once (红包退回, type 17, the expiry job).
 * Σ shares + refunded = amount for every packet.
 */
export const createRedPacketsService = (
  { db, bus, log, now }: Pick<Deps, 'db' | 'bus' | 'log' | 'now'>,
  {
    wallet,
    settings,
  }: {
    wallet: Pick<WalletService, 'postWithRecord' | 'postBatch'>;
    settings: Pick<SettingsService, 'systemConfigValue'>;
  },
  { randomInt = cryptoRandomInt }: { randomInt?: RandomInt } = {},
) => {
  /** The operator's limits (system config, in yuan), or the defaults. */
  const limits = async () => {
    const [minAmount, maxAmount, maxCount] = await Promise.all([
      settings.systemConfigValue(redPacketConfigKey.minAmount),
      settings.systemConfigValue(redPacketConfigKey.maxAmount),
      settings.systemConfigValue(redPacketConfigKey.maxCount),
    ]);
    return {
      minAmount: configuredMilli(minAmount) ?? redPacketDefaults.minAmount,
      maxAmount: configuredMilli(maxAmount) ?? redPacketDefaults.maxAmount,
      maxCount: configuredCount(maxCount) ?? redPacketDefaults.maxCount,
    };
  };

  /** The whole chat's switch and maintenance (config_chat.json), then the room's own. */
  const requireRoomOpen = async (room: { maintenance: number }) => {
    const [enabled, maintenance] = await Promise.all([
      settings.systemConfigValue(systemConfigKey.enableChat),
      settings.systemConfigValue(systemConfigKey.enableChatMaintenance),
    ]);
    if (enabled === '0') throw new AppError('CHAT/UNAVAILABLE');
    if (maintenance === '1' || room.maintenance === 1) throw new AppError('CHAT/MAINTENANCE');
  };

  const detailOf = async (
    packet: repo.RedPacketRow,
    callerId: number,
    outer: Db = db,
  ): Promise<RedPacketDetail> => {
    const [sender, shares] = await Promise.all([
      repo.findSender(outer, packet.senderUserId),
      repo.sharesOf(outer, packet.id),
    ]);
    // 手气最佳 once nothing more can be opened: the largest share, the earliest of equals.
    const complete = packet.remainingCount === 0 || packet.status === redPacketStatus.expired;
    const luckiest = complete
      ? shares.reduce<(typeof shares)[number] | undefined>(
          (best, share) => (best === undefined || share.amount > best.amount ? share : best),
          undefined,
        )
      : undefined;
    return {
      id: packet.id,
      room_id: packet.roomId,
      sender: {
        user_id: packet.senderChatId,
        nickname: sender.nickname,
        avatarId: sender.avatarId,
      },
      amount: packet.amount,
      count: packet.count,
      greeting: packet.greeting,
      status: packet.status,
      remaining_amount: packet.remainingAmount,
      remaining_count: packet.remainingCount,
      refunded: packet.refundedAmount,
      created_at: packet.createdAt.getTime(),
      expires_at: packet.expiresAt.getTime(),
      shares: shares.map((share) => ({
        user_id: share.chatUserId,
        nickname: share.nickname,
        avatarId: share.avatarId,
        amount: share.amount,
        opened_at: share.openedAt.getTime(),
        luckiest: share === luckiest,
      })),
      mine: shares.find((share) => share.userId === callerId)?.amount ?? null,
    };
  };

  /** The packet a member may open now, or the refusal: none, opened, expired, finished. */
  const refuseOpen = (
    found: { packet: repo.RedPacketRow; opened: boolean } | undefined,
    at: Date,
  ) => {
    if (!found) throw new AppError('HONGBAO/NOT_FOUND');
    const { packet, opened } = found;
    if (opened) throw new AppError('HONGBAO/ALREADY_OPENED');
    if (
      packet.status === redPacketStatus.expired ||
      (packet.status === redPacketStatus.open && packet.expiresAt.getTime() <= at.getTime())
    ) {
      throw new AppError('HONGBAO/EXPIRED');
    }
    if (packet.remainingCount === 0 || packet.status !== redPacketStatus.open) {
      throw new AppError('HONGBAO/FINISHED');
    }
    return packet;
  };

  /**
   * 塞钱进红包: the limits, the room (a room, not a private chat; open; the sender may speak
   * there and is not muted), then in one transaction under the lock of the sender's main wallet:
   * a key used before answers its packet again (nothing paid); else the packet is written, the
   * sender debited its amount (`hongbao:send:{id}`; WALLET/INSUFFICIENT_BALANCE rolls all back)
   * and its message appended to the room. The message reaches the room after commit.
   */
  const create = async (
    { user }: Authenticated,
    body: CreateRedPacketBody,
  ): Promise<RedPacketDetail> => {
    if (user.type !== 'HY') throw new AppError('UC/TRIAL_FORBIDDEN');
    const earlier = await repo.findByKey(db, user.id, body.idempotencyKey);
    if (earlier) return detailOf(earlier, user.id);

    const problem = redPacketProblem(body.amount, body.count, await limits());
    if (problem) throw new AppError(problemErrors[problem]);
    const room = await repo.findRoom(db, body.room_id);
    if (!room || room.kind !== 'room') throw new AppError('CHAT/ROOM_NOT_FOUND');
    await requireRoomOpen(room);
    const permission = chatPermission({
      enableChat: user.enableChat,
      vipLevel: user.vipLevel,
      chatLevel: user.chatLevel,
      isGuest: false,
      vipSpeakLevels: vipLevelsOf(await settings.systemConfigValue(chatConfigKey.vipSpeakLevels)),
      room: {
        enable_chat: room.enableChat,
        is_guest: room.isGuest,
        min_vip_level: room.minVipLevel,
      },
    });
    if (permission !== 'ok') throw new AppError(permissionErrors[permission]);
    const chatUser = await chatUserOfMember(db, user.id);
    const mutedUntil = await repo.findMutedUntil(db, room.id, chatUser.id);
    if (mutedUntil && mutedUntil.getTime() > now().getTime()) throw new AppError('CHAT/MUTED');
    const greeting = body.greeting || redPacketDefaults.greeting;

    let sent;
    try {
      sent = await db.transaction(async (tx) => {
        await repo.lockMoneyWallet(tx, user.id);
        const again = await repo.findByKey(tx, user.id, body.idempotencyKey);
        if (again) return { packet: again, message: undefined };
        const at = now();
        const written = await wallet.postWithRecord(
          tx,
          repo.packetInsert({
            roomId: room.id,
            senderUserId: user.id,
            senderChatId: chatUser.id,
            amount: body.amount,
            count: body.count,
            greeting,
            remainingAmount: body.amount,
            remainingCount: body.count,
            idempotencyKey: body.idempotencyKey,
            createdAt: at,
            expiresAt: new Date(at.getTime() + redPacketDefaults.expiryHours * hourMs),
          }),
          {
            userId: user.id,
            wallet: 'money',
            amount: -body.amount,
            type: transactionType.redPacketSent,
            referencePrefix: redPacketReference.send(''),
            remark: '发红包',
          },
        );
        if (!written) {
          // Its key was used meanwhile (the wallet's lock makes it unlikely): that packet.
          const first = await repo.findByKey(tx, user.id, body.idempotencyKey);
          if (!first) throw new Error('the red packet was neither written nor found');
          return { packet: first, message: undefined };
        }
        const packet = await repo.findPacket(tx, written.recordId);
        if (!packet) throw new Error('the red packet was not written');
        const message = await appendMessage(tx, {
          roomId: room.id,
          sender: chatUser,
          userinfo: await userInfoOf(tx, chatUser),
          type: 'hongbao',
          body: greeting,
          redPacketId: packet.id,
          createdAt: at,
        });
        await repo.setMessageId(tx, packet.id, message.id);
        return { packet: { ...packet, messageId: message.id }, message };
      });
    } catch (error) {
      // Another call with this key committed first: its packet is the answer.
      if (isUniqueViolation(error)) {
        const first = await repo.findByKey(db, user.id, body.idempotencyKey);
        if (first) return detailOf(first, user.id);
      }
      throw error;
    }
    if (sent.message) {
      await publishMessage(bus, messageView(sent.message, hongbaoRef(sent.packet)), chatUser.id);
    }
    return detailOf(sent.packet, user.id);
  };

  /**
   * 開: in one transaction under the packet's lock — refused when it does not exist, the member
   * opened it before, it expired (by status or by clock), or nothing is left; else the share is
   * drawn (nextShare with a CSPRNG), taken out of the packet (the last one finishes it), and
   * written with its credit in one statement (`hongbao:open:{id}:{member}`). The room learns
   * the new state after commit.
   */
  const open = async ({ user }: Authenticated, id: number): Promise<RedPacketOpened> => {
    if (user.type !== 'HY') throw new AppError('UC/TRIAL_FORBIDDEN');
    // Refusals that can never change (no such packet, opened, finished, expired) are answered
    // without waiting for the packet's lock: a crowd losing the race costs one read each.
    const seen = await repo.findForOpen(db, id, user.id);
    refuseOpen(seen, now());
    const chatUserId = seen?.chatUserId ?? (await chatUserOfMember(db, user.id)).id;
    const { packet, amount, money } = await db.transaction(async (tx) => {
      const at = now();
      const open = await repo.lockOpen(tx, id, user.id);
      if (!open) {
        // Finished or expired while this call waited: the refusal says which.
        refuseOpen(await repo.findForOpen(tx, id, user.id), at);
        throw new AppError('HONGBAO/FINISHED');
      }
      const locked = refuseOpen(open, at);
      const share = nextShare(
        { amount: locked.remainingAmount, count: locked.remainingCount },
        randomInt,
      );
      // The share out of the packet (the last one finishes it), then in the member's wallet.
      const after = await repo.takeShare(tx, id, share, at);
      const credited = await wallet.postWithRecord(
        tx,
        repo.shareInsert({
          redPacketId: id,
          userId: user.id,
          chatUserId,
          amount: share,
          openedAt: at,
        }),
        {
          userId: user.id,
          wallet: 'money',
          amount: share,
          type: transactionType.redPacketReceived,
          referencePrefix: redPacketReference.open(id, ''),
          remark: '领红包',
        },
      );
      if (!credited) throw new AppError('HONGBAO/ALREADY_OPENED');
      return { packet: after, amount: share, money: credited.balanceAfter };
    });
    await publishToRoom(bus, packet.roomId, {
      command: chatCommand.hongbao,
      content: {
        room_id: packet.roomId,
        hongbao_id: packet.id,
        remaining_count: packet.remainingCount,
        status: packet.status,
      },
    });
    return { amount, money, detail: await detailOf(packet, user.id) };
  };

  /** 查看领取详情: any member may see a room's packet (rooms are open to every member). */
  const detail = async ({ user }: Authenticated, id: number): Promise<RedPacketDetail> => {
    const packet = await repo.findPacket(db, id);
    if (!packet) throw new AppError('HONGBAO/NOT_FOUND');
    return detailOf(packet, user.id);
  };

  /** 红包记录: what the member sent or received, newest first, with the count and sum of all. */
  const history = async (
    { user }: Authenticated,
    { kind, page, rows }: RedPacketHistoryQuery,
  ): Promise<RedPacketHistory> => {
    const window = { offset: (page - 1) * rows, limit: rows };
    if (kind === 'sent') {
      const sent = await repo.sentPage(db, user.id, window);
      return {
        data: sent.rows.map(({ packet, senderNickname }) => ({
          id: packet.id,
          room_id: packet.roomId,
          sender_nickname: senderNickname,
          greeting: packet.greeting,
          amount: packet.amount,
          count: packet.count,
          opened_count: packet.count - packet.remainingCount,
          status: packet.status,
          at: packet.createdAt.getTime(),
          luckiest: false,
        })),
        totalCount: sent.totalCount,
        totalAmount: sent.totalAmount,
      };
    }
    const received = await repo.receivedPage(db, user.id, window);
    return {
      data: received.rows.map(({ packet, senderNickname, amount, openedAt, luckiest }) => ({
        id: packet.id,
        room_id: packet.roomId,
        sender_nickname: senderNickname,
        greeting: packet.greeting,
        amount,
        count: packet.count,
        opened_count: packet.count - packet.remainingCount,
        status: packet.status,
        at: openedAt.getTime(),
        luckiest: Boolean(luckiest),
      })),
      totalCount: received.totalCount,
      totalAmount: received.totalAmount,
    };
  };

  const expiry = createRedPacketExpiry({ db, bus, log, now }, { wallet });

  return { limits, create, open, detail, history, expiry };
};
