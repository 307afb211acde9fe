/**
 * The two config-driven link lists of the profile (profileTabs subTab1 and subTab2). They come
 * from the public system_config key `profile_tabs`, published in web_system_config.json as a JSON
 * string:
 *
 *   {"subTab1":[{"title":"…","icon":"…","redirectUrl":"/promotional","needLogin":0}],"subTab2":[…]}
 *
 * `icon` is an image path (bare paths live under /sys-upload/), `redirectUrl` an app path or an
 * http(s) address, `needLogin` 1 (or true) when a visitor must sign in first. Anything malformed
 * is dropped, so a bad entry never breaks the profile.
 */
export const profileTabsConfigKey = 'profile_tabs';

export interface ProfileLink {
  title: string;
  icon: string;
  redirectUrl: string;
  needLogin: boolean;
}

export interface ProfileTabs {
  subTab1: ProfileLink[];
  subTab2: ProfileLink[];
}

export const noProfileTabs: ProfileTabs = { subTab1: [], subTab2: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** App paths and http(s) addresses only: a javascript: link must never become a tap target. */
const isSafeLink = (url: string): boolean =>
  (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url);

const toLink = (value: unknown): ProfileLink | null => {
  if (!isRecord(value)) return null;
  const { title, icon, redirectUrl, needLogin } = value;
  if (typeof title !== 'string' || title.trim() === '') return null;
  if (typeof redirectUrl !== 'string' || !isSafeLink(redirectUrl.trim())) return null;
  return {
    title: title.trim(),
    icon: typeof icon === 'string' ? icon.trim() : '',
    redirectUrl: redirectUrl.trim(),
    needLogin: needLogin === 1 || needLogin === '1' || needLogin === true,
  };
};

const toLinks = (value: unknown): ProfileLink[] =>
  Array.isArray(value)
    ? value.map(toLink).filter((link): link is ProfileLink => link !== null)
    : [];

export const parseProfileTabs = (raw: string | undefined): ProfileTabs => {
  if (!raw) return noProfileTabs;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn('profile: profile_tabs is not valid JSON');
    return noProfileTabs;
  }
  if (!isRecord(parsed)) return noProfileTabs;
  return { subTab1: toLinks(parsed.subTab1), subTab2: toLinks(parsed.subTab2) };
};
