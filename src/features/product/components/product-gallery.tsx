'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { partImageSrcset } from '@/lib/part-image-url';

export type ProductGalleryProps = {
  images: string[];
  /** One alt text per image (the first is the product title). */
  alts: string[];
  /** One accessible name per thumbnail ("Show image 2 of 4"). */
  thumbLabels: string[];
  label: string;
};

/**
 * Main picture with thumbnail buttons. Thumbnails are ordinary buttons (Tab reaches each); the
 * arrow keys, Home and End also move between them and show the picture at once.
 */
export function ProductGallery({ images, alts, thumbLabels, label }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = images[selected] ?? images[0];

  function select(index: number, focus: boolean) {
    const next = (index + images.length) % images.length;
    setSelected(next);
    if (focus) thumbs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <section aria-label={label} className="flex flex-col gap-3" data-testid="gallery">
      <div className="aspect-square overflow-hidden rounded-lg border border-slate-200 bg-white">
        {current && (
          // Plain img: drawings are SVGs and uploads come in fixed WebP widths (srcset); next/image would add only script.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            key={current}
            src={current}
            srcSet={partImageSrcset(current)}
            sizes="(min-width: 1024px) 40vw, 100vw"
            alt={alts[selected] ?? ''}
            width={800}
            height={800}
            fetchPriority={selected === 0 ? 'high' : undefined}
            // Not decoding="async": this is the page's largest paint, and an async decode (SVG drawings are
            // rasterised on the main thread) waited behind the page's scripts, long after the file arrived.
            className="size-full object-contain p-6"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-0.5" onKeyDown={onKeyDown}>
          {images.map((src, index) => (
            <li key={src} className="shrink-0">
              <button
                ref={(el) => {
                  thumbs.current[index] = el;
                }}
                type="button"
                aria-label={thumbLabels[index]}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => select(index, false)}
                className={cn(
                  'block size-16 overflow-hidden rounded-md border-2 bg-white transition-colors sm:size-20',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  index === selected ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400',
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={src}
                  srcSet={partImageSrcset(src)}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={80}
                  decoding="async"
                  className="size-full object-contain p-1"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
