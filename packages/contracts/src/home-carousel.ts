import type { CompanyInfo } from './company';
import type { Notice } from './content';

export interface CarouselSlide {
  key: string;
  imageUrl: string;
  redirectUrl: string;
  title: string;
}

/**
 * The home carousel: the company's homeCarousels first, then the carousel notices
 * (noticeType 0) with a picture, each picture once, in their own sort order.
 */
export const carouselSlides = (
  carousels: CompanyInfo['homeCarousels'],
  notices: readonly Notice[],
): CarouselSlide[] => {
  const slides: CarouselSlide[] = [];
  const seen = new Set<string>();
  const add = (slide: CarouselSlide) => {
    if (!slide.imageUrl || seen.has(slide.imageUrl)) return;
    seen.add(slide.imageUrl);
    slides.push(slide);
  };
  [...carousels]
    .sort((a, b) => a.sort - b.sort)
    .forEach((banner) =>
      add({
        key: `c${banner.id}`,
        imageUrl: banner.imageUrl,
        redirectUrl: banner.redirectUrl,
        title: '',
      }),
    );
  [...notices]
    .sort((a, b) => a.sort - b.sort)
    .forEach((notice) =>
      add({
        key: `n${notice.id}`,
        imageUrl: notice.imageUrl,
        redirectUrl: notice.redirectUrl,
        title: notice.noticeTitle,
      }),
    );
  return slides;
};
