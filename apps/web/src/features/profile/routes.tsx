import type { RouteObject } from 'react-router';

/** /profile and the account screens, inside the shell. */
export const profileRoutes: RouteObject[] = [];
