import { redPacketPaths, redPacketStatus } from '@lottery/contracts';
import type {
  CreateRedPacketBody,
  RedPacketDetail,
  RedPacketHistoryRow,
  RedPacketShare,
} from '@lottery/contracts';
import { memberProfile } from '../../../../test/account-fixtures';
import { apiError, fakeApi } from '../../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../../test/fake-api';

export const calls = {
  profile: 'GET /app-api/api/user/info',
  create: `POST /app-api${redPacketPaths.create}`,
  open: `POST /app-api${redPacketPaths.open}`,
  detail: `GET /app-api${redPacketPaths.detail}`,
  history: `GET /app-api${redPacketPaths.history}`,
} as const;

const at = Date.UTC(2026, 2, 10, 4, 0);

export const shareOf = (userId: number, amount: number, patch: Partial<RedPacketShare> = {}) => ({
  user_id: userId,
  nickname: `会员${userId}`,
  avatarId: (userId % 16) + 1,
  amount,
  opened_at: at + userId * 60_000,
  luckiest: false,
  ...patch,
});

/** Packet 7 in room 1001 from 老王: 10.00 yuan in 3 shares, nobody opened it yet, unless patched. */
export const packetOf = (patch: Partial<RedPacketDetail> = {}): RedPacketDetail => ({
  id: 7,
  room_id: 1001,
  sender: { user_id: 90, nickname: '老王', avatarId: 5 },
  amount: 10_000,
  count: 3,
  greeting: '恭喜发财，大吉大利',
  status: redPacketStatus.open,
  remaining_amount: 10_000,
  remaining_count: 3,
  refunded: 0,
  created_at: at,
  expires_at: at + 24 * 3_600_000,
  shares: [],
  mine: null,
  ...patch,
});

export const historyRowOf = (
  id: number,
  patch: Partial<RedPacketHistoryRow> = {},
): RedPacketHistoryRow => ({
  id,
  room_id: 1001,
  sender_nickname: `会员${id}`,
  greeting: `红包${id}`,
  amount: 1_230,
  count: 5,
  opened_count: 2,
  status: redPacketStatus.open,
  at: at - id * 60_000,
  luckiest: false,
  ...patch,
});

interface ServerState {
  money: number;
  packets: Map<number, RedPacketDetail>;
  /** Created packets by idempotency key: a retry answers the same one. */
  created: Map<string, RedPacketDetail>;
  history: { received: RedPacketHistoryRow[]; sent: RedPacketHistoryRow[] };
}

/**
 * The red-packet server of the page tests: the member (user 7 in chat, 彩民小王) with 1,000.00
 * yuan, the packets in `packets`, create paying once per key, open giving the member the next
 * share from `shares` (the last share luckiest once all are opened), and the history paged.
 */
export const hongbaoServer = ({
  packets = [packetOf()],
  shares = [3_210, 4_560, 2_230],
  type = 'HY' as 'HY' | 'TEST',
  received = [] as RedPacketHistoryRow[],
  sent = [] as RedPacketHistoryRow[],
  routes = {} as Record<string, FakeHandler>,
} = {}) => {
  const state: ServerState = {
    money: 1_000_000,
    packets: new Map(packets.map((packet) => [packet.id, packet])),
    created: new Map(),
    history: { received, sent },
  };

  const create = ({ json }: FakeCall) => {
    const body = json as CreateRedPacketBody;
    const earlier = state.created.get(body.idempotencyKey);
    if (earlier) return earlier;
    const packet = packetOf({
      id: 100 + state.created.size,
      room_id: body.room_id,
      sender: { user_id: 7, nickname: '彩民小王', avatarId: 3 },
      amount: body.amount,
      count: body.count,
      greeting: body.greeting ?? '恭喜发财，大吉大利',
      remaining_amount: body.amount,
      remaining_count: body.count,
    });
    state.money -= body.amount;
    state.created.set(body.idempotencyKey, packet);
    state.packets.set(packet.id, packet);
    return packet;
  };

  const open = ({ json }: FakeCall) => {
    const { id } = json as { id: number };
    const packet = state.packets.get(id);
    if (!packet) return apiError(404, 'HONGBAO/NOT_FOUND', '红包不存在');
    if (packet.mine !== null) return apiError(400, 'HONGBAO/ALREADY_OPENED', '您已领取过该红包');
    if (packet.status === redPacketStatus.expired) {
      return apiError(400, 'HONGBAO/EXPIRED', '该红包已过期');
    }
    if (packet.remaining_count === 0)
      return apiError(400, 'HONGBAO/FINISHED', '手慢了，红包派完了');
    const taken = packet.shares.length;
    const others = shares
      .slice(taken, packet.count - 1)
      .map((amount, index) => shareOf(20 + index, amount));
    const amount = shares[packet.count - 1] ?? 10;
    const all = [...packet.shares, ...others, shareOf(7, amount, { nickname: '彩民小王' })];
    const most = Math.max(...all.map((share) => share.amount));
    const opened: RedPacketDetail = {
      ...packet,
      status: redPacketStatus.finished,
      remaining_amount: 0,
      remaining_count: 0,
      shares: all.map((share) => ({ ...share, luckiest: share.amount === most })),
      mine: amount,
    };
    state.packets.set(id, opened);
    state.money += amount;
    return { amount, money: state.money, detail: opened };
  };

  const detail = ({ params }: FakeCall) =>
    state.packets.get(Number(params.get('id'))) ?? apiError(404, 'HONGBAO/NOT_FOUND', '红包不存在');

  const history = ({ params }: FakeCall) => {
    const kind = params.get('kind') === 'sent' ? 'sent' : 'received';
    const page = Number(params.get('page'));
    const rows = Number(params.get('rows'));
    const all = state.history[kind];
    return {
      data: all.slice((page - 1) * rows, page * rows),
      totalCount: all.length,
      totalAmount: all.reduce((sum, row) => sum + row.amount, 0),
    };
  };

  const fake = fakeApi({
    [calls.profile]: () => memberProfile({ userInfo: { type }, extInfo: { money: state.money } }),
    [calls.create]: create,
    [calls.open]: open,
    [calls.detail]: detail,
    [calls.history]: history,
    ...routes,
  });
  return { ...fake, state, handlers: { create, open, detail, history } };
};
