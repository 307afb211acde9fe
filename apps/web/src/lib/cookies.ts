export interface CookieOptions {
  /** Lifetime in seconds; a session cookie when left out. */
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined' || !document.cookie) return undefined;
  const wanted = encodeURIComponent(name);
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    const key = (separator === -1 ? part : part.slice(0, separator)).trim();
    if (key !== wanted) continue;
    const raw = separator === -1 ? '' : part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
};

export const setCookie = (name: string, value: string, options: CookieOptions = {}): void => {
  const { maxAgeSeconds, path = '/', sameSite = 'Lax', secure } = options;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}; samesite=${sameSite}`;
  if (maxAgeSeconds !== undefined) cookie += `; max-age=${Math.floor(maxAgeSeconds)}`;
  if (secure ?? sameSite === 'None') cookie += '; secure';
  document.cookie = cookie;
};

export const removeCookie = (name: string, options: Pick<CookieOptions, 'path'> = {}): void => {
  document.cookie = `${encodeURIComponent(name)}=; path=${options.path ?? '/'}; max-age=0`;
};
