import { accountPaths, apiBase } from '@lottery/contracts';

/** The image captcha: GET /app-api/v/vCode?t={timestamp} (login) or ?m=reg&t=… (registration). */
export const captchaImageUrl = (purpose: 'login' | 'reg', timestamp: number): string =>
  purpose === 'reg'
    ? `${apiBase}${accountPaths.captcha}?m=reg&t=${timestamp}`
    : `${apiBase}${accountPaths.captcha}?t=${timestamp}`;
