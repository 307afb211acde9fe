import { chatGateMessage } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { chatGate, chatRouteName } from './chat-gate';

describe('chatGate', () => {
  it('lets the user in when chat is on and not under maintenance', () => {
    expect(chatGate({ enable_chat: 1, enable_chat_maintenance: 0 })).toEqual({ open: true });
  });

  it('refuses with 聊天室目前不可用 when chat is off', () => {
    expect(chatGate({ enable_chat: 0, enable_chat_maintenance: 0 })).toEqual({
      open: false,
      message: '聊天室目前不可用',
    });
  });

  it('refuses with 系统在维护中，请稍等！ under maintenance', () => {
    expect(chatGate({ enable_chat: 1, enable_chat_maintenance: 1 })).toEqual({
      open: false,
      message: '系统在维护中，请稍等！',
    });
  });

  it('says unavailable, not maintenance, when chat is both off and under maintenance', () => {
    expect(chatGate({ enable_chat: 0, enable_chat_maintenance: 1 })).toEqual({
      open: false,
      message: chatGateMessage.unavailable,
    });
  });

  it('lets the user through when the configuration could not be read', () => {
    expect(chatGate(undefined)).toEqual({ open: true });
  });
});

describe('chatRouteName', () => {
  it('names every chat route of the route table', () => {
    expect(chatRouteName('/chat-rooms')).toBe('chat-rooms');
    expect(chatRouteName('/chat-rooms/')).toBe('chat-rooms');
    expect(chatRouteName('/chat-rooms/1001')).toBe('room-chat');
    expect(chatRouteName('/chat-rooms/1001/friends/42')).toBe('individual-chat');
    expect(chatRouteName('/game/110/chat-rooms/1001')).toBe('game-chat');
    expect(chatRouteName('/game/95/chat')).toBe('game-chat');
    expect(chatRouteName('/chat-rooms/1001/hong-bao')).toBe('hong-bao-create');
    expect(chatRouteName('/chat-rooms/1001/hong-bao/77')).toBe('hong-bao-detail');
    expect(chatRouteName('/chat-rooms/1001/hong-bao/history')).toBe('hong-bao-history');
  });

  it('answers null elsewhere', () => {
    for (const path of [
      '/',
      '/gallery',
      '/game/110',
      '/game/95/heat-map',
      '/setting-chat-color',
      '/chat-roomsx',
      '/talk/1/2/3',
    ]) {
      expect(chatRouteName(path)).toBeNull();
    }
  });
});
