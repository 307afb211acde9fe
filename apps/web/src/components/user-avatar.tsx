import { avatarIds } from '@lottery/contracts';
import { useId } from 'react';
import type { ReactElement } from 'react';

interface Look {
  background: string;
  skin: string;
  hair: string;
  shirt: string;
  hairStyle: 'short' | 'long' | 'bun' | 'spiky';
  accessory: 'none' | 'glasses' | 'cap' | 'blush';
}

const hairStyles: Look['hairStyle'][] = ['short', 'long', 'bun', 'spiky'];
const accessories: Look['accessory'][] = ['none', 'glasses', 'cap', 'blush'];
const backgrounds = [
  '#ffd8d6',
  '#ffe7ba',
  '#d9f7be',
  '#bae7ff',
  '#efdbff',
  '#ffd6e7',
  '#b5f5ec',
  '#fff1b8',
  '#d6e4ff',
  '#ffccc7',
  '#f4ffb8',
  '#e6f4ff',
  '#ffe58f',
  '#c6f6d5',
  '#f9d0f0',
  '#d3adf7',
];
const skins = ['#f9d5b5', '#f1c19b', '#e0ac86', '#fbe1cb'];
const hairs = [
  '#3b2a20',
  '#1f1f1f',
  '#8b4a24',
  '#5c3b28',
  '#2b2b52',
  '#a0522d',
  '#262626',
  '#6b3f1d',
];
const shirts = [
  '#c8161d',
  '#1677ff',
  '#13a8a8',
  '#fa8c16',
  '#722ed1',
  '#52c41a',
  '#eb2f96',
  '#2f54eb',
];

/** The 16 avatars: every id has its own background, and its own hair style and accessory pair. */
const lookOf = (id: number): Look => {
  const index = id - 1;
  return {
    background: backgrounds[index] ?? '#f0f0f0',
    skin: skins[index % skins.length] ?? '#f9d5b5',
    hair: hairs[index % hairs.length] ?? '#3b2a20',
    shirt: shirts[(index * 3) % shirts.length] ?? '#c8161d',
    hairStyle: hairStyles[index % 4] ?? 'short',
    accessory: accessories[Math.floor(index / 4) % 4] ?? 'none',
  };
};

const hairBehind = (look: Look): ReactElement | null =>
  look.hairStyle === 'long' ? (
    <path d="M18 29 Q18 13 32 13 Q46 13 46 29 L47 46 Q40 42 32 42 Q24 42 17 46Z" fill={look.hair} />
  ) : null;

const hairFront = (look: Look): ReactElement => {
  switch (look.hairStyle) {
    case 'long':
      return (
        <path d="M20 27 Q21 15 32 15 Q43 15 44 27 Q38 21 30 22 Q24 23 20 27Z" fill={look.hair} />
      );
    case 'bun':
      return (
        <>
          <circle cx="32" cy="12" r="5.5" fill={look.hair} />
          <path d="M20 27 Q20 15 32 15 Q44 15 44 27 Q40 20 32 20 Q24 20 20 27Z" fill={look.hair} />
        </>
      );
    case 'spiky':
      return (
        <path
          d="M20 27 L21 17 L25 20 L28 13 L32 19 L36 13 L39 20 L43 17 L44 27 Q38 21 32 21 Q26 21 20 27Z"
          fill={look.hair}
        />
      );
    default:
      return (
        <path d="M20 26 Q20 14 32 14 Q44 14 44 26 Q41 19 32 19.5 Q23 19 20 26Z" fill={look.hair} />
      );
  }
};

const accessory = (look: Look): ReactElement | null => {
  switch (look.accessory) {
    case 'glasses':
      return (
        <g fill="none" stroke="#262626" strokeWidth="1.4">
          <circle cx="27" cy="29" r="3.6" />
          <circle cx="37" cy="29" r="3.6" />
          <path d="M30.6 29 H33.4" />
        </g>
      );
    case 'cap':
      return (
        <>
          <path d="M19 24 Q19 12 32 12 Q45 12 45 24Z" fill={look.shirt} />
          <path d="M32 23 H50 Q50 26 45 26 H32Z" fill={look.shirt} opacity="0.85" />
        </>
      );
    case 'blush':
      return (
        <g fill="#ff7a8a" opacity="0.45">
          <ellipse cx="24.5" cy="33" rx="2.6" ry="1.6" />
          <ellipse cx="39.5" cy="33" rx="2.6" ry="1.6" />
        </g>
      );
    default:
      return null;
  }
};

interface UserAvatarProps {
  /** 1 to 16; anything else draws the guest silhouette. */
  avatarId?: number;
  size?: number;
  className?: string;
}

/** A member's avatar, drawn inline (no image files): ids 1 to 16 each look different. */
export function UserAvatar({ avatarId, size = 56, className }: UserAvatarProps) {
  const clipId = `avatar-clip-${useId()}`;
  const known =
    avatarId !== undefined &&
    Number.isInteger(avatarId) &&
    avatarId >= avatarIds.min &&
    avatarId <= avatarIds.max;

  if (!known) {
    return (
      <svg
        className={className}
        width={size}
        height={size}
        viewBox="0 0 64 64"
        role="img"
        aria-label="默认头像"
      >
        <circle cx="32" cy="32" r="32" fill="#f0f0f0" />
        <circle cx="32" cy="26" r="11" fill="#bfbfbf" />
        <path d="M12 56 Q14 40 32 40 Q50 40 52 56 Q44 64 32 64 Q20 64 12 56Z" fill="#bfbfbf" />
      </svg>
    );
  }

  const look = lookOf(avatarId);
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={`头像${avatarId}`}
      data-avatar-id={avatarId}
    >
      <defs>
        <clipPath id={clipId}>
          <circle cx="32" cy="32" r="32" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="64" height="64" fill={look.background} />
        {hairBehind(look)}
        <path d="M12 64 Q12 46 32 45 Q52 46 52 64Z" fill={look.shirt} />
        <rect x="28" y="38" width="8" height="8" rx="3" fill={look.skin} />
        <circle cx="32" cy="28" r="12" fill={look.skin} />
        {hairFront(look)}
        <circle cx="27.5" cy="29" r="1.4" fill="#262626" />
        <circle cx="36.5" cy="29" r="1.4" fill="#262626" />
        <path
          d="M28.5 34 Q32 37 35.5 34"
          fill="none"
          stroke="#b03a2e"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
        {accessory(look)}
      </g>
    </svg>
  );
}
