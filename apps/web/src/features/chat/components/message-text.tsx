import { linkPattern } from '@lottery/contracts';
import type { ReactNode } from 'react';

/**
 * A message's text as text (React escapes it; never HTML). In rooms that allow links, http(s)
 * links are live, opened in a new tab without the opener or a referrer.
 */
export function MessageText({ text, allowLinks }: { text: string; allowLinks: boolean }) {
  if (!allowLinks) return <>{text}</>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(linkPattern.source, 'g'))) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={match[0]} target="_blank" rel="noopener noreferrer nofollow">
        {match[0]}
      </a>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
