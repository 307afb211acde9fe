import { eq } from 'drizzle-orm';
import { noticeTypes } from '@lottery/contracts';
import { companySettings } from '../db/schema';
import type { DemoTarget } from './generate';
import { bannerSvg } from './demo-art';
import { demoLotteryGames, playCategoriesOf } from './demo-content';
import { demoAds, demoCarousel, demoIndexNotices, demoLotteryNotices } from './demo-notices';

/** Notices, carousel banners and ads, with their pictures drawn and stored like uploads. */
export const generateDemoContent = async ({ db, services, companyCode }: DemoTarget) => {
  const { content } = services;
  const carousel = [];
  for (const [index, banner] of demoCarousel.entries()) {
    const imageUrl = await content.saveImage(banner.name, 'svg', bannerSvg(banner));
    carousel.push({ ...banner, imageUrl, sort: index + 1 });
  }
  await db
    .update(companySettings)
    .set({
      homeCarousels: carousel.map(({ imageUrl, redirectUrl, sort }) => ({
        id: sort,
        imageUrl,
        redirectUrl,
        sort,
      })),
    })
    .where(eq(companySettings.companyCode, companyCode));

  await content.addNotices([
    ...carousel.map((banner) => ({
      noticeType: noticeTypes.carousel,
      title: banner.noticeTitle,
      content: banner.subtitle,
      imageUrl: banner.imageUrl,
      redirectUrl: banner.redirectUrl,
      sort: banner.sort,
    })),
    ...demoIndexNotices.map((notice, i) => ({
      noticeType: noticeTypes.index,
      ...notice,
      sort: i + 1,
    })),
    ...demoLotteryNotices.map((text, i) => ({
      noticeType: noticeTypes.lottery,
      title: text.slice(0, 12),
      content: text,
      sort: i + 1,
      rolls: true,
    })),
  ]);

  for (const ad of demoAds) {
    const imageUrl = await content.saveImage(ad.art.name, 'svg', bannerSvg(ad.art));
    await content.addAdTemplate(ad.code, [
      {
        imageUrl,
        redirectUrl: ad.redirectUrl,
        content: `<img src="${imageUrl}" alt="${ad.art.title}">`,
      },
    ]);
  }
  for (const game of demoLotteryGames) {
    await services.templates.addPlayCategories(game.id, playCategoriesOf(game.id));
  }
  await services.settings.changed('company');
};
