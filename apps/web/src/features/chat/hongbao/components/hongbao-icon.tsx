/** The red envelope of the bubble and the history rows: a red pouch with a gold seal. */
export function HongbaoIcon({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size * 0.8}
      height={size}
      viewBox="0 0 32 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="1" width="30" height="38" rx="4" fill="#e75b45" />
      <path d="M1 5 Q1 1 5 1 H27 Q31 1 31 5 V13 Q16 22 1 13Z" fill="#f2735d" />
      <circle cx="16" cy="16" r="6" fill="#f8d57e" />
      <circle cx="16" cy="16" r="4" fill="none" stroke="#e0a93b" strokeWidth="1" />
    </svg>
  );
}
