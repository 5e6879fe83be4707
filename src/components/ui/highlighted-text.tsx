import { highlightSegments, type HighlightRange } from '@/lib/highlight-segments';
import { cn } from './cn';

/**
 * Text with some ranges marked (`<mark>`): matches of a search. The text is always rendered as
 * text, never as HTML, so a range list is the only thing a server can send to style it.
 */
export function HighlightedText({
  text,
  ranges,
  className,
}: {
  text: string;
  ranges?: readonly HighlightRange[];
  className?: string;
}) {
  if (!ranges || ranges.length === 0) return <>{text}</>;
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={cn('rounded-sm bg-amber-200 px-px text-inherit', className)}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
