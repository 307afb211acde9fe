import { useCallback, useState } from 'react';

/** The image captcha's cache-busting timestamp: a new one loads a new image. */
export const useCaptchaStamp = () => {
  const [stamp, setStamp] = useState(() => Date.now());
  const refresh = useCallback(() => setStamp((previous) => Math.max(Date.now(), previous + 1)), []);
  return [stamp, refresh] as const;
};
