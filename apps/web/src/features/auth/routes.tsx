import type { RouteObject } from 'react-router';

/** /auth/login and /auth/register, in the auth layout (no tab bar). */
export const authRoutes: RouteObject[] = [];
