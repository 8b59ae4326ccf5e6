import type {ReactNode} from 'react';

/**
 * A task's statement or hint: `code` in backticks and **bold**, nothing
 * else. Hints quote what a run sent (reader data): it is only ever text here.
 */
export default function InlineText({text}: {text: string}): ReactNode {
  const parts = text.split(/(`[^`]*`|\*\*[^*]+\*\*)/);
  return parts.map((part, index) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length >= 2)
      return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length >= 4)
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    return part;
  });
}
