import { FavoriteHeart } from '@/client/favorite-heart';
import { buttonClasses } from '@/components/ui/button-classes';
import { AddToInquiry, type AddToInquiryLabels } from './add-to-inquiry';

/**
 * "Add to inquiry" (with its quantity) and "Favourite". Rendered on the server (icons and classes
 * included); the client code is the quantity form and the favourite toggle (visitors get the sign-in
 * dialog; its state is read from the buyer's favourites after mount).
 */
export function ProductActions({
  skuCode,
  moq,
  labels,
}: {
  skuCode: string;
  moq: number;
  labels: { inquiry: string; favourite: string; addToInquiry: AddToInquiryLabels };
}) {
  return (
    <AddToInquiry
      skuCode={skuCode}
      moq={moq}
      labels={labels.addToInquiry}
      buttonClassName={buttonClasses('primary', 'lg', 'min-w-0')}
      aside={
        <FavoriteHeart
          skuCode={skuCode}
          className={buttonClasses(
            'outline',
            'lg',
            'aria-pressed:border-rose-300 aria-pressed:text-rose-700 aria-busy:opacity-60',
          )}
        >
          {labels.favourite}
        </FavoriteHeart>
      }
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
    </AddToInquiry>
  );
}
