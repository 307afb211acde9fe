import type { RouteObject } from 'react-router';

/** /promotional and its detail pages, open to everyone (spec part 2 §2.7). */
export const promotionRoutes: RouteObject[] = [
  {
    path: 'promotional',
    lazy: async () => ({ Component: (await import('./pages/promotions-page')).PromotionsPage }),
  },
  {
    path: 'promotional/:classifyType/:id',
    lazy: async () => ({
      Component: (await import('./pages/promotion-detail-page')).PromotionDetailPage,
    }),
  },
];
