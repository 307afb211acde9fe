import { imageUrl, lotteryGameIds } from '@lottery/contracts';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { playCategoriesOf } from './demo-content';
import {
  demoColorThemes,
  demoNoteTags,
  demoTemplateAds,
  demoTemplates,
  type DemoTemplate,
} from './demo-templates';

/**
 * The drawn issues each prediction group starts with (past issues with their hits and misses):
 * the named layouts 6, the lower-case codes (the same layouts again) 2, so the demo stays quick.
 */
export const demoTemplateIssues = (templateCode: string) =>
  /^mb\d{2}$/.test(templateCode) ? 2 : 6;

const adBanner = (text: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="160" viewBox="0 0 750 160">` +
  `<rect width="750" height="160" rx="16" fill="${colour}"/>` +
  `<text x="375" y="98" font-size="56" font-family="sans-serif" fill="#fff" text-anchor="middle">${text}</text></svg>`;

/**
 * The demo's prediction templates: every layout code for every game (demo-templates.ts), their
 * items predicted from each game's draw history and scored against the draws that followed, a
 * zodiac poll, and the ad cards AD13 and AD14. Run after the demo draws.
 */
export const generateDemoTemplates = async (
  { db, services }: { db: Db; services: Services },
  now: number = Date.now(),
) => {
  const { templates, content } = services;
  const specs = demoTemplates();
  await db.transaction(async (tx) => {
    const banners = await content.saveImages(
      demoTemplateAds.map((ad, i) => ({
        name: `template-ad-${ad.code.toLowerCase()}`,
        extension: 'svg',
        body: Buffer.from(adBanner(ad.text, i === 0 ? '#e53935' : '#1e88e5')),
      })),
      tx,
    );
    for (const gameId of lotteryGameIds) {
      const categories = playCategoriesOf(gameId);
      const categoryOf = (spec: DemoTemplate) =>
        categories.includes(spec.playCateName) ? spec.playCateName : (categories[0] ?? '');
      const adsSort = [3, 9];
      const rows = await templates.addTemplates(
        [
          ...specs.map((spec, i) => {
            const [note1, note2] = demoNoteTags[i % demoNoteTags.length] ?? ['', ''];
            return {
              gameId,
              templateCode: spec.code,
              name: spec.name,
              subName: spec.style === 'post' ? '高手' : '',
              note1,
              note2,
              colorTheme: demoColorThemes[i % demoColorThemes.length] ?? '',
              playCateName: categoryOf(spec),
              sort: (i + 1) * 10,
              generator: spec.poll ? 'poll' : 'predictions',
              createdAt: new Date(now),
            };
          }),
          ...demoTemplateAds.map((ad, i) => ({
            gameId,
            templateCode: ad.code,
            name: ad.name,
            sort: (adsSort[i] ?? 1) * 10 + 5,
            createdAt: new Date(now),
          })),
        ],
        tx,
      );
      const byCode = new Map(rows.map((row) => [row.templateCode, row]));
      await templates.addGroups(
        specs.flatMap((spec) =>
          spec.groups.map((group, sort) => ({
            templateId: byCode.get(spec.code)?.id ?? 0,
            groupName: group.name,
            sort,
            style: spec.style,
            parts: group.parts,
            lockLogin: spec.lock?.login ? 1 : 0,
            lockRecharge: spec.lock?.recharge ? 1 : 0,
          })),
        ),
        tx,
      );
      const adGroups = await templates.addGroups(
        demoTemplateAds.map((ad) => ({
          templateId: byCode.get(ad.code)?.id ?? 0,
          groupName: ad.name,
        })),
        tx,
      );
      await templates.addItems(
        demoTemplateAds.map((ad, i) => {
          const src = imageUrl(`images/${banners[i] ?? ''}`);
          return {
            groupId: adGroups[i]?.id ?? 0,
            templateId: adGroups[i]?.templateId ?? 0,
            title: ad.name,
            content: `<a href="${ad.redirectUrl}"><img src="${src}" alt="${ad.name}" /></a>`,
            iconUrl: src,
            updatedAt: new Date(now),
          };
        }),
        tx,
      );
      await templates.syncGame(gameId, demoTemplateIssues, tx);
    }
  });
  for (const gameId of lotteryGameIds) templates.forget(gameId);
};
