import type { Page } from 'playwright-core';

/**
 * The index route opens the official-notice modal, then the AD11 pop-up ad (once per visit):
 * closes both, as a visitor would, so the page underneath can be used.
 */
export const closeIndexPopups = async (page: Page): Promise<void> => {
  await page.getByText('官方公告').waitFor();
  await page.getByRole('button', { name: '取消' }).click();
  await page.getByText('官方公告').waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: '关闭广告' }).click();
  await page.getByRole('button', { name: '关闭广告' }).waitFor({ state: 'hidden' });
};

/** Marks both index pop-ups as seen before any page script runs, for journeys about other things. */
export const skipIndexPopups = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    sessionStorage.setItem('lc:official-notice-seen', '1');
    sessionStorage.setItem('lc:modal-ad-seen', '1');
  });
};
