import { useId } from 'react';

/** The chat icon: two speech bubbles on a round brand-red badge. Decorative (the button names it). */
export function ChatIcon({ className }: { className?: string }) {
  const gradient = `chat-icon-${useId()}`;
  return (
    <svg className={className} viewBox="0 0 52 52" aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff5a4f" />
          <stop offset="1" stopColor="#c8161d" />
        </linearGradient>
      </defs>
      <circle cx="26" cy="26" r="25" fill={`url(#${gradient})`} />
      <circle cx="26" cy="26" r="23.5" fill="none" stroke="#fff" strokeOpacity=".55" />
      <path
        d="M31.5 19.5h5a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-1.2v3.6l-4.4-3.6h-6.2a3 3 0 0 1-3-3"
        fill="#ffd9d6"
      />
      <path
        d="M14.5 13h17a3.5 3.5 0 0 1 3.5 3.5v10.5a3.5 3.5 0 0 1-3.5 3.5h-9.3L16.5 35v-4.5h-2A3.5 3.5 0 0 1 11 27V16.5a3.5 3.5 0 0 1 3.5-3.5z"
        fill="#fff"
      />
      <circle cx="17.5" cy="21.8" r="1.9" fill="#c8161d" />
      <circle cx="23" cy="21.8" r="1.9" fill="#c8161d" />
      <circle cx="28.5" cy="21.8" r="1.9" fill="#c8161d" />
    </svg>
  );
}
