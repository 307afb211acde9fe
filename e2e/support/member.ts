import { accountPaths, lotteryPaths, type LotteryInfo } from '@lottery/contracts';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signInThroughPage } from './auth';

const baseUrl = () => inject('baseUrl');

/** A public read of the API (the envelope's data). */
export const read = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${baseUrl()}/app-api${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
};

export const openInfo = (gameId: number) =>
  read<LotteryInfo>(`${lotteryPaths.openInfo}?gameId=${gameId}`);

/** A member's call of the API with their token: the envelope's data, or the error thrown. */
export const memberCall = async <T>(
  token: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<T> => {
  const response = await fetch(`${baseUrl()}/app-api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body = (await response.json()) as { code: string | number; msg?: string; data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.code} ${body.msg ?? ''}`);
  return body.data;
};

/** Signs `account` in through the page and keeps the session's token from the login answer. */
export const signInAs = async (page: Page, account: string, password: string): Promise<string> => {
  let token = '';
  page.on('response', async (response) => {
    if (!response.url().includes(accountPaths.login) || !response.ok()) return;
    token = ((await response.json()) as { data: { token: string } }).data.token;
  });
  await signInThroughPage(page, baseUrl(), account, password);
  await expect.poll(() => token).not.toBe('');
  return token;
};

/** Signs member01 in through the page and keeps the session's token from the login answer. */
export const signInMember = (page: Page): Promise<string> =>
  signInAs(page, 'member01', 'Member123');

/**
 * Bets are paid from the main wallet: what another journey left in the live wallet (the demo
 * casino's round) comes back first, as the member's 一键回收 does.
 */
export const recallLiveMoney = (token: string) =>
  memberCall(token, accountPaths.tellerMachine, { method: 'POST' });

/** Closes the floating chat bubble, which covers the lower right of a phone's screen. */
export const closeChatBubble = async (page: Page) => {
  const close = page.getByRole('button', { name: '关闭聊天室图标' });
  await close.waitFor();
  await close.tap();
  await close.waitFor({ state: 'detached' });
};
