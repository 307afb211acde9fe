import type { CSSProperties } from 'react';

/** A dialog's dismissing action (取消) in grey, so the one that acts stands out. */
export const quietAction: CSSProperties = { color: 'var(--app-text-secondary)' };
