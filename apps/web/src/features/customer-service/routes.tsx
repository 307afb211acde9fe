import type { RouteObject } from 'react-router';

/** /services: customer service (the online service URL on the web). */
export const customerServiceRoutes: RouteObject[] = [
  {
    path: 'services',
    lazy: async () => ({
      Component: (await import('./pages/services-page')).ServicesPage,
    }),
  },
];
