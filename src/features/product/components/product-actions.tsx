import { buttonClasses } from '@/components/ui/button-classes';
import { AddToInquiry, type AddToInquiryLabels } from './add-to-inquiry';
import { SignInActionButton } from './sign-in-action-button';

/**
 * "Add to inquiry" (with its quantity) and "Favourite". Rendered on the server (icons and classes
 * included); the client code is the quantity form and the favourite's click handler.
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
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <AddToInquiry
        skuCode={skuCode}
        moq={moq}
        labels={labels.addToInquiry}
        buttonClassName={buttonClasses('primary', 'lg', 'flex-1')}
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
      <SignInActionButton
        reason="favorites"
        skuCode={skuCode}
        className={buttonClasses('outline', 'lg')}
        testId="favourite"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
          <path
            d="M10 16.5s-6.5-3.9-6.5-8.4A3.6 3.6 0 0 1 10 6a3.6 3.6 0 0 1 6.5 2.1c0 4.5-6.5 8.4-6.5 8.4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        {labels.favourite}
      </SignInActionButton>
    </div>
  );
}
