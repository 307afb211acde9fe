import { uploadBase } from './constants';

const kept = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/)/i;

/** Image paths without a prefix live under /sys-upload/ (spec part 1 §7). */
export const imageUrl = (path: string): string => {
  const trimmed = path.trim();
  if (!trimmed || kept.test(trimmed)) return trimmed;
  return `${uploadBase}/${trimmed}`;
};
