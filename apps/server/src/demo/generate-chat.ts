import { asc, eq } from 'drizzle-orm';
import { chatLevel, type ChatUserInfo } from '@lottery/contracts';
import type { Db } from '../db/client';
import { chatClassGroups, chatRoomMembers, chatRooms } from '../db/chat-schema';
import { lotteryGames, users } from '../db/schema';
import {
  appendMessage,
  chatUserOfMember,
  userInfoOf,
  type ChatUserRow,
} from '../modules/chat/chat-store';
import type { Services } from '../services';
import { demoMember, demoService } from './demo-accounts';
import { pick, prngOf, type Random } from './demo-random';

/** Members who talk in the demo rooms (no password: they only appear in the chat). */
const demoChatters = [
  { account: 'chat_lucky88', nickname: '好运连连', avatarId: 3, vipLevel: 2 },
  { account: 'chat_tema666', nickname: '特码王', avatarId: 7, vipLevel: 1 },
  { account: 'chat_xiaomei', nickname: '小美', avatarId: 11, vipLevel: 0 },
  { account: 'chat_laozhang', nickname: '老张看号', avatarId: 2, vipLevel: 3 },
  { account: 'chat_fafa', nickname: '发发发', avatarId: 14, vipLevel: 1 },
  { account: 'chat_ahua', nickname: '阿华', avatarId: 6, vipLevel: 0 },
] as const;

const demoLines = [
  '大家好！',
  '今晚特码是多少？',
  '跟上跟上！',
  '谢谢分享',
  '恭喜发财，大吉大利！',
  '昨天的平特一肖中了，开心',
  '这期看好蛇和马',
  '尾数3、8最近很热',
  '红波连开三期了，该转绿了吧',
  '有人一起研究下一期吗？',
  '老师的资料很准，感谢',
  '单双还是看双',
  '这期我买大，稳一点',
  '刚中了一注，请大家喝奶茶 🧋',
  '开奖直播几点开始？',
  '家禽野兽今晚选野兽',
  '五行看金',
  '六合彩重在娱乐，理性投注',
  '今天手气不错 😄',
  '杀两肖：鼠、猪',
  '同意楼上的看法',
  '稳住，我们能赢',
] as const;

const serviceLines = [
  '您好，我是在线客服，有什么可以帮您？',
  '充值到账一般在1-3分钟内，请耐心等待',
  '理性投注，祝您好运！',
] as const;

const privateConversation: readonly ['member' | 'service', string][] = [
  ['member', '你好，请问充值多久到账？'],
  ['service', '您好，一般1-3分钟到账，请问您使用的是哪种方式？'],
  ['member', '银行卡转账'],
  ['service', '好的，已为您查询，款项已到账，请刷新余额查看。'],
  ['member', '收到了，谢谢！'],
];

const hourMs = 3_600_000;

/** Ascending times spread over the last 24 hours. */
const timesOverLastDay = (random: Random, count: number, end: number) =>
  Array.from({ length: count }, () => end - Math.floor(random() * 24 * hourMs)).sort(
    (a, b) => a - b,
  );

/**
 * The demo's chat: class groups and rooms (one per lottery game, the first the default; a guest
 * room; a VIP room with slow mode), a customer-service member who manages every room, a few
 * members with a day of messages, and a private conversation of member01 with the service.
 */
export const generateDemoChat = async ({ db, services }: { db: Db; services: Services }) => {
  const random = prngOf('demo-chat');
  const end = Date.now() - 60_000;

  const service = await services.account.createMember({
    account: demoService.account,
    password: demoService.password,
    avatarId: 9,
  });
  await db
    .update(users)
    .set({ chatLevel: chatLevel.service, nickname: demoService.nickname })
    .where(eq(users.id, service.id));

  const member = await services.account.findByAccount(demoMember.account);
  if (!member) throw new Error('member01 not found');
  // Everything inside reads and writes through `tx` (PGlite has one connection).
  await db.transaction(async (tx) => {
    const [lottery, vip, guest] = await tx
      .insert(chatClassGroups)
      .values([
        { name: '彩票聊天室', sortOrder: 1 },
        { name: 'VIP专区', sortOrder: 2 },
        { name: '游客专区', sortOrder: 3 },
      ])
      .returning();
    if (!lottery || !vip || !guest) throw new Error('chat class groups not stored');
    const games = await tx
      .select({ id: lotteryGames.id, name: lotteryGames.name })
      .from(lotteryGames)
      .orderBy(asc(lotteryGames.sort), asc(lotteryGames.id));
    const gameRooms = await tx
      .insert(chatRooms)
      .values(
        games.map((game, index) => ({
          classGroupId: lottery.id,
          name: `${game.name}聊天室`,
          gameId: game.id,
          sortOrder: index,
          isDefault: index === 0,
        })),
      )
      .returning();
    const [vipRoom, guestRoom] = await tx
      .insert(chatRooms)
      .values([
        { classGroupId: vip.id, name: 'VIP贵宾厅', secPerMess: 10, minVipLevel: 1 },
        { classGroupId: guest.id, name: '游客聊天室', isGuest: 1 },
      ])
      .returning();
    if (!vipRoom || !guestRoom) throw new Error('chat rooms not stored');
    const allRooms = [...gameRooms, vipRoom, guestRoom];

    const serviceChat = await chatUserOfMember(tx, service.id);
    const memberChat = await chatUserOfMember(tx, member.id);
    const chatters: ChatUserRow[] = [];
    for (const chatter of demoChatters) {
      const user = await services.account.createMember(
        {
          account: chatter.account,
          password: null,
          avatarId: chatter.avatarId,
          vipLevel: chatter.vipLevel,
        },
        tx,
      );
      await tx.update(users).set({ nickname: chatter.nickname }).where(eq(users.id, user.id));
      chatters.push(await chatUserOfMember(tx, user.id));
    }

    // The service manages every room; member01 and the chatters are in the rooms they use.
    await tx.insert(chatRoomMembers).values([
      ...allRooms.map((room) => ({ roomId: room.id, chatUserId: serviceChat.id, role: 1 })),
      ...[...gameRooms.slice(0, 3), guestRoom].map((room) => ({
        roomId: room.id,
        chatUserId: memberChat.id,
      })),
      ...chatters.flatMap((chatter) =>
        [...gameRooms, guestRoom].map((room) => ({ roomId: room.id, chatUserId: chatter.id })),
      ),
    ]);
    const vipChatters = chatters.filter((_, index) => (demoChatters[index]?.vipLevel ?? 0) >= 1);
    await tx
      .insert(chatRoomMembers)
      .values(vipChatters.map((chatter) => ({ roomId: vipRoom.id, chatUserId: chatter.id })));

    const infoCache = new Map<number, ChatUserInfo>();
    const infoOf = async (chatUser: ChatUserRow) => {
      let info = infoCache.get(chatUser.id);
      if (!info) {
        info = await userInfoOf(tx, chatUser);
        infoCache.set(chatUser.id, info);
      }
      return info;
    };
    const talk = async (
      roomId: number,
      speakers: readonly ChatUserRow[],
      count: number,
      lines: readonly string[],
    ) => {
      for (const at of timesOverLastDay(random, count, end)) {
        const sender = pick(random, speakers);
        const fromService = sender.id === serviceChat.id;
        await appendMessage(tx, {
          roomId,
          sender,
          userinfo: await infoOf(sender),
          type: 'text',
          body: fromService ? pick(random, serviceLines) : pick(random, lines),
          createdAt: new Date(at),
        });
      }
    };
    for (const [index, room] of gameRooms.entries()) {
      await talk(room.id, [...chatters, serviceChat], index === 0 ? 40 : 8, demoLines);
    }
    await talk(vipRoom.id, vipChatters, 10, demoLines);
    await talk(guestRoom.id, [...chatters, serviceChat], 10, demoLines);

    const pair = await tx
      .insert(chatRooms)
      .values({
        kind: 'private',
        pairLo: Math.min(memberChat.id, serviceChat.id),
        pairHi: Math.max(memberChat.id, serviceChat.id),
      })
      .returning();
    const privateRoom = pair[0];
    if (!privateRoom) throw new Error('private room not stored');
    await tx.insert(chatRoomMembers).values([
      { roomId: privateRoom.id, chatUserId: memberChat.id },
      { roomId: privateRoom.id, chatUserId: serviceChat.id },
    ]);
    let at = end - 3 * hourMs;
    for (const [side, body] of privateConversation) {
      const sender = side === 'member' ? memberChat : serviceChat;
      const recipient = side === 'member' ? serviceChat : memberChat;
      at += 60_000 + Math.floor(random() * 120_000);
      await appendMessage(tx, {
        roomId: privateRoom.id,
        sender,
        userinfo: await infoOf(sender),
        recipientId: recipient.id,
        type: 'text',
        body,
        createdAt: new Date(at),
      });
    }
  });
};
