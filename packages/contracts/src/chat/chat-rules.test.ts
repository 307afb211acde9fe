import { describe, expect, it } from 'vitest';
import {
  awardText,
  chatPermission,
  chatTimeMs,
  contiguousSeq,
  failedMessages,
  messageList,
  shouldPromptPrivateMessage,
  shouldShowInvite,
  slowModeWait,
  timeAgo,
  truncateName,
  type ChatPermissionInput,
  type PrivatePromptInput,
} from './chat-rules';

const userinfo = { user_id: 1, nickname: 'a' };
const row = (id: number | string, created_at: number, extra: Record<string, unknown> = {}) => ({
  id,
  command: 4,
  created_at,
  content: { userinfo, body: `m${id}` },
  ...extra,
});

describe('messageList (spec part 2 §5)', () => {
  it('drops rows without content, without userinfo, or with command 70', () => {
    const rows = [
      row(1, 10),
      { id: 2, command: 4, created_at: 11, content: null },
      { id: 3, command: 4, created_at: 12, content: { body: 'no user' } },
      row(4, 13, { command: 70 }),
      row(5, 14),
    ];
    expect(messageList(rows).map((r) => r.id)).toEqual([1, 5]);
  });

  it('keeps one row per id, the later copy', () => {
    const first = row(7, 10);
    const again = { ...row(7, 10), content: { userinfo, body: 'newer' } };
    expect(messageList([first, row(8, 11), again])).toEqual([again, row(8, 11)]);
  });

  it('a deletion arriving after the message removes it', () => {
    expect(
      messageList([row(1, 10), row(2, 11), row(1, 10, { command: 70, content: null })]),
    ).toEqual([row(2, 11)]);
  });

  it('sorts by created_at ascending, id breaking ties', () => {
    const rows = [row(3, 30), row(2, 10), row(1, 10), row(4, 20)];
    expect(messageList(rows).map((r) => r.id)).toEqual([1, 2, 4, 3]);
  });

  it('treats string and numeric ids alike when deduplicating', () => {
    expect(messageList([row(5, 1), row('5', 1)])).toHaveLength(1);
  });
});

describe('failedMessages', () => {
  it('keeps messages still sending, not uploading, retried fewer than twice', () => {
    const rows = [
      { id: 'a', sending: true, retry: 0 },
      { id: 'b', sending: true, retry: 1 },
      { id: 'c', sending: true, retry: 2 },
      { id: 'd', sending: true, uploading: true, retry: 0 },
      { id: 'e', sending: false, retry: 0 },
      { id: 'f', sending: true },
    ];
    expect(failedMessages(rows).map((r) => r.id)).toEqual(['a', 'b', 'f']);
  });
});

describe('contiguousSeq', () => {
  it('stops at the first gap', () => {
    expect(contiguousSeq(0, [1, 2, 3, 5, 6])).toBe(3);
  });
  it('starts from the seq before the oldest loaded message', () => {
    expect(contiguousSeq(40, [41, 42, 44])).toBe(42);
    expect(contiguousSeq(40, [])).toBe(40);
    expect(contiguousSeq(40, [42])).toBe(40);
  });
});

describe('shouldPromptPrivateMessage', () => {
  const base: PrivatePromptInput = {
    senderChatLevel: 2,
    senderId: 9,
    recipientId: 1,
    ownId: 1,
    ownChatLevel: 0,
    routeName: 'profile',
    openFriendId: null,
  };
  it('prompts a member for a service member’s message elsewhere in the app', () => {
    expect(shouldPromptPrivateMessage(base)).toBe(true);
    expect(shouldPromptPrivateMessage({ ...base, routeName: 'room-chat' })).toBe(true);
    expect(
      shouldPromptPrivateMessage({ ...base, routeName: 'individual-chat', openFriendId: 5 }),
    ).toBe(true);
  });
  it('stays quiet for each condition the spec names', () => {
    expect(shouldPromptPrivateMessage({ ...base, senderChatLevel: 0 })).toBe(false);
    expect(shouldPromptPrivateMessage({ ...base, senderChatLevel: 1 })).toBe(false);
    expect(shouldPromptPrivateMessage({ ...base, recipientId: 2 })).toBe(false);
    expect(shouldPromptPrivateMessage({ ...base, ownChatLevel: 2 })).toBe(false);
    for (const routeName of ['game-center', 'game', 'lucky-niu-niu']) {
      expect(shouldPromptPrivateMessage({ ...base, routeName })).toBe(false);
    }
    expect(
      shouldPromptPrivateMessage({ ...base, routeName: 'individual-chat', openFriendId: 9 }),
    ).toBe(false);
  });
});

describe('shouldShowInvite', () => {
  it('shows an invite only outside the room', () => {
    expect(shouldShowInvite(3, null)).toBe(true);
    expect(shouldShowInvite(3, 4)).toBe(true);
    expect(shouldShowInvite(3, 3)).toBe(false);
  });
});

describe('award popup', () => {
  it('truncates names to 8 characters plus an ellipsis', () => {
    expect(truncateName('12345678')).toBe('12345678');
    expect(truncateName('123456789')).toBe('12345678...');
    expect(truncateName('香港六合彩特码大赢家了')).toBe('香港六合彩特码大...');
  });
  it('writes the spec’s text character for character', () => {
    expect(awardText('小明', '香港六合彩', '1,000.00')).toBe(
      '恭喜小明在香港六合彩投注，蠃得1,000.00元',
    );
    expect(awardText('一二三四五六七八九', '澳门六合彩', '5.00')).toBe(
      '恭喜一二三四五六七八...在澳门六合彩投注，蠃得5.00元',
    );
  });
});

describe('timeAgo (spec part 2 §5)', () => {
  // 2026-11-27 12:00:00 UTC = 20:00 in UTC+8.
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  const hour = 3_600_000;
  const day = 24 * hour;

  it('under an hour: the time HH:mm in UTC+8', () => {
    expect(timeAgo(now, now)).toBe('20:00');
    expect(timeAgo(now - 5 * 60_000, now)).toBe('19:55');
    expect(timeAgo(now - hour + 1, now)).toBe('19:00');
  });
  it('an hour up to a day: N小时前', () => {
    expect(timeAgo(now - hour, now)).toBe('1小时前');
    expect(timeAgo(now - 2 * hour + 1, now)).toBe('1小时前');
    expect(timeAgo(now - day + 1, now)).toBe('23小时前');
  });
  it('a day up to 30 days: N天前', () => {
    expect(timeAgo(now - day, now)).toBe('1天前');
    expect(timeAgo(now - 30 * day + 1, now)).toBe('29天前');
  });
  it('30 days up to 12 months: N个月前', () => {
    expect(timeAgo(now - 30 * day, now)).toBe('1个月前');
    expect(timeAgo(now - 360 * day + 1, now)).toBe('11个月前');
  });
  it('12 months and more: N年前', () => {
    expect(timeAgo(now - 360 * day, now)).toBe('1年前');
    expect(timeAgo(now - 720 * day, now)).toBe('2年前');
  });
  it('reads 10-digit numbers as seconds', () => {
    expect(chatTimeMs(1_764_244_800)).toBe(1_764_244_800_000);
    expect(chatTimeMs(1_764_244_800_000)).toBe(1_764_244_800_000);
    expect(timeAgo(Math.floor((now - 2 * hour) / 1000), now)).toBe('2小时前');
  });
  it('a time ahead of the clock reads as now', () => {
    expect(timeAgo(now + 10_000, now)).toBe('20:00');
  });
});

describe('chatPermission (spec part 2 §5)', () => {
  const base: ChatPermissionInput = {
    enableChat: 1,
    vipLevel: 1,
    chatLevel: 0,
    isGuest: false,
    vipSpeakLevels: null,
    room: { enable_chat: 1, is_guest: 0, min_vip_level: 0 },
  };
  it('lets a member speak in an open room', () => {
    expect(chatPermission(base)).toBe('ok');
  });
  it('refuses a member who switched chat off', () => {
    expect(chatPermission({ ...base, enableChat: 0 })).toBe('switched-off');
    expect(chatPermission({ ...base, enableChat: 0, chatLevel: 2 })).toBe('switched-off');
  });
  it('leaves a closed room to managers and service', () => {
    const closed = { ...base, room: { ...base.room, enable_chat: 0 } };
    expect(chatPermission(closed)).toBe('room-closed');
    expect(chatPermission({ ...closed, chatLevel: 1 })).toBe('ok');
    expect(chatPermission({ ...closed, chatLevel: 2 })).toBe('ok');
  });
  it('holds members to the room’s and the site’s VIP levels', () => {
    expect(chatPermission({ ...base, room: { ...base.room, min_vip_level: 2 } })).toBe('vip-level');
    expect(chatPermission({ ...base, vipSpeakLevels: [2, 3] })).toBe('vip-level');
    expect(chatPermission({ ...base, vipSpeakLevels: [1] })).toBe('ok');
  });
  it('lets guests speak in guest rooms only', () => {
    expect(chatPermission({ ...base, isGuest: true })).toBe('guest');
    expect(chatPermission({ ...base, isGuest: true, room: { ...base.room, is_guest: 1 } })).toBe(
      'ok',
    );
  });
});

describe('slowModeWait', () => {
  it('counts the seconds left, rounded up', () => {
    expect(slowModeWait(0, 1_000, 1_500)).toBe(0);
    expect(slowModeWait(10, null, 1_500)).toBe(0);
    expect(slowModeWait(10, 1_000, 1_500)).toBe(10);
    expect(slowModeWait(10, 1_000, 10_999)).toBe(1);
    expect(slowModeWait(10, 1_000, 11_000)).toBe(0);
  });
});
