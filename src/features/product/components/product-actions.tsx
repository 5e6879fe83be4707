import { FavoriteHeart } from '@/client/favorite-heart';
import { buttonClasses } from '@/components/ui/button-classes';
import { SignInActionButton } from './sign-in-action-button';

/**
 * "Add to inquiry" and "Favourite". "Add to inquiry" opens the sign-in dialog for now; the favourite
 * is a toggle (visitors get the sign-in dialog), its state read from the buyer's favourites after mount.
 */
export function ProductActions({
  skuCode,
  labels,
}: {
  skuCode: string;
  labels: { inquiry: string; favourite: string };
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <SignInActionButton
        reason="inquiry"
        skuCode={skuCode}
        className={buttonClasses('primary', 'lg', 'sm:flex-1')}
        testId="add-to-inquiry"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
          <path
            d="M4 3h9l3 3v11H4z M7 8h6 M7 11h6 M7 14h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        {labels.inquiry}
      </SignInActionButton>
      <FavoriteHeart
        skuCode={skuCode}
        className={buttonClasses('outline', 'lg', 'aria-pressed:border-rose-300 aria-pressed:text-rose-700 aria-busy:opacity-60')}
      >
        {labels.favourite}
      </FavoriteHeart>
    </div>
  );
}
