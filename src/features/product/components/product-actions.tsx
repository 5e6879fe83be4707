'use client';

import { Button } from '@/components/ui/button';
import { requestSignIn } from '../request-sign-in';

/** "Add to inquiry" and "Favourite". Both need an account, so for now they open the sign-in dialog. */
export function ProductActions({
  skuCode,
  labels,
}: {
  skuCode: string;
  labels: { inquiry: string; favourite: string };
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button
        size="lg"
        className="sm:flex-1"
        onClick={() => requestSignIn('inquiry', skuCode)}
        data-testid="add-to-inquiry"
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
      </Button>
      <Button
        size="lg"
        variant="outline"
        onClick={() => requestSignIn('favorites', skuCode)}
        data-testid="favourite"
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
      </Button>
    </div>
  );
}
