'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { favoriteState, subscribeFavorites, toggleFavorite } from './favorite-ids-store';

/**
 * The favourite toggle of a product card or page. Rendered "not saved" on the server (the page is
 * cached for everyone); the buyer's state arrives with the shared favourite-ids store after mount.
 * A toggle button: its name stays the same, `aria-pressed` says whether the product is saved.
 */
export function FavoriteHeart({
  skuCode,
  label,
  className,
  children,
}: {
  skuCode: string;
  /** Accessible name (cards: "Favourite <title>"); `children`, when given, is the visible text. */
  label?: string;
  className: string;
  children?: ReactNode;
}) {
  const state = useSyncExternalStore(
    subscribeFavorites,
    () => favoriteState(skuCode),
    () => 0,
  );
  const saved = (state & 1) === 1;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-pressed={saved}
      aria-busy={state >= 2 || undefined}
      data-favorite={saved ? '' : undefined}
      onClick={() => void toggleFavorite(skuCode)}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
        <path
          d="M10 16.5s-6.5-3.9-6.5-8.4A3.6 3.6 0 0 1 10 6a3.6 3.6 0 0 1 6.5 2.1c0 4.5-6.5 8.4-6.5 8.4z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {children}
    </button>
  );
}
