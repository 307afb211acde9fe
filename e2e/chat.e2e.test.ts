import {
  accountPaths,
  chatPromptText,
  redPacketPaths,
  type Profile,
  type RedPacketDetail,
} from '@lottery/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { look, newPhone, useBrowser, watchErrors } from './support/browser';
import { memberCall, recallLiveMoney, signInAs, signInMember } from './support/member';

const baseUrl = () => inject('baseUrl');

/** Main balance of a member now (thousandths of a yuan). */
const moneyOf = async (token: string) =>
  (await memberCall<Profile>(token, accountPaths.userInfo)).extInfo.money;

const messageRow = (page: Page, text: string) =>
  page.getByTestId('chat-message').filter({ hasText: text }).first();

/** Types and sends a message from the composer, then waits until the server has stored it. */
const send = async (page: Page, text: string) => {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await expect
    .poll(() => messageRow(page, text).getAttribute('data-state'), { timeout: 20_000 })
    .toBe('stored');
};

/** Lands in the default room from the room list, as the chat bubble does. */
const openDefaultRoom = async (page: Page) => {
  await page.goto(`${baseUrl()}/chat-rooms`);
  await page.waitForURL(/\/chat-rooms\/\d+$/);
  await page.getByTestId('chat-input').waitFor();
};

describe('chat rooms and red packets on two phones', () => {
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];
  const phone = async () => {
    const context = await newPhone(browser());
    contexts.push(context);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  };
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  // A run's own texts: a repeated run on the same server never matches an older run's rows.
  const run = Date.now().toString(36);
  let member: { page: Page; errors: string[]; token: string };
  let service: { page: Page; errors: string[]; token: string };

  it('member01 and kefu01 read each other in the default room, a script payload as text', async () => {
    const a = await phone();
    member = { ...a, token: await signInMember(a.page) };
    const b = await phone();
    service = { ...b, token: await signInAs(b.page, 'kefu01', 'Kefu12345') };

    await openDefaultRoom(member.page);
    await openDefaultRoom(service.page);
    expect(member.page.url()).toBe(service.page.url());

    const payload = `<b>大家好</b><script>alert(1)</script> ${run}`;
    await send(member.page, payload);
    const seen = messageRow(service.page, payload);
    await seen.waitFor();
    // Shown as the text typed: no element made of it.
    expect(await seen.innerText()).toContain('<b>大家好</b><script>alert(1)</script>');
    expect(await service.page.locator('[data-testid="chat-message"] b').count()).toBe(0);

    const reply = `欢迎光临 ${run}`;
    await send(service.page, reply);
    await messageRow(member.page, reply).waitFor();
    await look(member.page, 'chat-room');
    expect(member.errors).toEqual([]);
    expect(service.errors).toEqual([]);
  });

  it('a private message from customer service prompts member01 elsewhere in the app', async () => {
    await member.page.goto(`${baseUrl()}/profile`);
    await member.page.getByText('member01').first().waitFor();

    await service.page.getByRole('button', { name: '私聊', exact: true }).click();
    await service.page.getByTestId('chat-contact').filter({ hasText: 'member01' }).first().click();
    await service.page.waitForURL(/\/chat-rooms\/\d+\/friends\/\d+/);
    await service.page.getByTestId('chat-input').waitFor();
    const text = `您好，有新活动 ${run}`;
    await send(service.page, text);
    await look(service.page, 'chat-private-service');

    const prompt = member.page.getByTestId('chat-prompt');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain(chatPromptText.privateMessage);
    await look(member.page, 'chat-private-prompt');
    await member.page.getByRole('button', { name: chatPromptText.view }).click();
    await member.page.waitForURL(/\/chat-rooms\/\d+\/friends\/\d+/);
    await messageRow(member.page, text).waitFor();

    const answer = `收到，谢谢 ${run}`;
    await send(member.page, answer);
    await messageRow(service.page, answer).waitFor();
    await look(member.page, 'chat-private-member');
    expect(member.errors).toEqual([]);
    expect(service.errors).toEqual([]);
  });

  it('a red packet sent by member01 is opened by kefu01 and by member01: balances move by the exact shares', async () => {
    // A red packet is paid from the main wallet: what a game-centre journey left in the live
    // wallet comes back first.
    await recallLiveMoney(member.token);
    await openDefaultRoom(member.page);
    await openDefaultRoom(service.page);
    const memberBefore = await moneyOf(member.token);
    const serviceBefore = await moneyOf(service.token);

    await member.page.getByTestId('chat-hongbao').click();
    await member.page.waitForURL(/\/hong-bao$/);
    await member.page.getByLabel('总金额').fill('2.00');
    await member.page.getByLabel('红包个数').fill('2');
    const greeting = `端到端${run}`.slice(0, 20);
    await member.page.getByLabel('留言').fill(greeting);
    await expect.poll(() => member.page.getByTestId('hongbao-total').innerText()).toContain('2.00');
    await look(member.page, 'hongbao-create');
    await member.page.getByRole('button', { name: '塞钱进红包' }).click();
    await member.page.waitForURL(/\/chat-rooms\/\d+$/);
    expect(await moneyOf(member.token)).toBe(memberBefore - 2_000);

    const bubble = (page: Page) =>
      page.getByTestId('chat-message').filter({ hasText: greeting }).getByRole('button').first();
    await bubble(service.page).click();
    await service.page.waitForURL(/\/hong-bao\/\d+$/);
    const hongbaoId = Number(/\/hong-bao\/(\d+)$/.exec(service.page.url())?.[1]);
    await look(service.page, 'hongbao-open-sheet');
    await service.page.getByRole('button', { name: '拆红包' }).click();
    await service.page.getByTestId('hongbao-mine').waitFor();
    await look(service.page, 'hongbao-detail');

    const detailOf = (token: string) =>
      memberCall<RedPacketDetail>(token, `${redPacketPaths.detail}?id=${hongbaoId}`);
    const serviceShare = (await detailOf(service.token)).mine ?? 0;
    expect(serviceShare).toBeGreaterThanOrEqual(10);
    expect(await service.page.getByTestId('hongbao-mine').innerText()).toContain(
      (serviceShare / 1000).toFixed(2),
    );
    expect(await moneyOf(service.token)).toBe(serviceBefore + serviceShare);

    // The sender opens the last share of their own packet, as in WeChat.
    await bubble(member.page).click();
    await member.page.getByRole('button', { name: '拆红包' }).click();
    await member.page.getByTestId('hongbao-mine').waitFor();
    const detail = await detailOf(member.token);
    const memberShare = detail.mine ?? 0;
    expect(serviceShare + memberShare).toBe(2_000);
    expect(detail.remaining_count).toBe(0);
    expect(detail.shares.filter((share) => share.luckiest)).toHaveLength(1);
    expect(await moneyOf(member.token)).toBe(memberBefore - 2_000 + memberShare);
    await member.page.getByText('手气最佳').first().waitFor();
    await look(member.page, 'hongbao-detail-luckiest');

    await member.page.goto(`${baseUrl()}/chat-rooms`);
    await member.page.waitForURL(/\/chat-rooms\/\d+$/);
    const roomId = /\/chat-rooms\/(\d+)$/.exec(member.page.url())?.[1];
    await member.page.goto(`${baseUrl()}/chat-rooms/${roomId}/hong-bao/history`);
    // 我收到的 names the sender; 我发出的 the greeting.
    await member.page.getByText('member01').first().waitFor();
    await member.page.getByRole('tab', { name: '我发出的' }).click();
    await member.page.getByText(greeting).first().waitFor();
    await look(member.page, 'hongbao-history');
    expect(member.errors).toEqual([]);
    expect(service.errors).toEqual([]);
  });

  it('a visitor gets a guest identity and talks in the guest room', async () => {
    const guest = await phone();
    await openDefaultRoom(guest.page);
    const text = `游客来了 ${run}`;
    await send(guest.page, text);
    await look(guest.page, 'chat-guest-room');

    await guest.page.getByRole('button', { name: '房间列表' }).click();
    await guest.page.getByTestId('chat-room').first().waitFor();
    await look(guest.page, 'chat-room-list-guest');
    expect(guest.errors).toEqual([]);
  });
});
