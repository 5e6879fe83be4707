'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { isSignedIn, userAccountStore } from '@/client/user-account-store';
import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import { useRouter } from '@/i18n/navigation';
import { requestSignIn } from '@/client/request-sign-in';

export type AddToInquiryLabels = {
  quantity: string;
  /** "The minimum order is 10 pcs." */
  minimum: string;
  added: string;
  updated: string;
  already: string;
  view: string;
};

/**
 * The product page's "Add to inquiry": a quantity (the MOQ to start with, in the product's unit)
 * and the button. Visitors get the sign-in dialog; a buyer's line goes to the server-side basket,
 * then a toast offers the way to it. The basket calls and the toasts load on the first click, so
 * the cached page ships only this form.
 *
 * One grid holds the label, the quantity, the button, `aside` (the favourite button) and the
 * quantity's error: the error has a row of its own under the controls, so showing it moves nothing
 * beside them (on phones, where the controls stack, it sits right under the quantity it is about).
 */
export function AddToInquiry({
  skuCode,
  moq,
  labels,
  buttonClassName,
  aside,
  children,
}: {
  skuCode: string;
  moq: number;
  labels: AddToInquiryLabels;
  buttonClassName: string;
  /** Shown after the button on the controls' row when the box is wide enough, else below it. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const [quantity, setQuantity] = useState(String(moq));
  const [error, setError] = useState(false);
  const [pending, setPending] = useState(false);

  async function add() {
    if (!isSignedIn(userAccountStore.getState())) {
      requestSignIn('addToInquiry', skuCode);
      return;
    }
    const value = Number(quantity.trim());
    if (!/^\d+$/.test(quantity.trim()) || value < moq || value > INQUIRY_LIMITS.maxQuantity) {
      setError(true);
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      const [{ addToInquiryBasket }, { toast }] = await Promise.all([
        import('@/client/inquiry-basket-calls'),
        import('sonner'),
      ]);
      const outcome = await addToInquiryBasket(skuCode, value);
      toast.success(labels[outcome], {
        action: { label: labels.view, onClick: () => router.push('/user/inquiry/basket') },
      });
    } catch {
      // apiRequest has shown the server's reason.
    } finally {
      setPending(false);
    }
  }

  return (
    // Side by side once the box (not the window) has room for all three: the box is narrow beside the
    // gallery on tablets and wide on a phone held sideways.
    <div className="@container min-w-0">
      <div className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-center gap-x-2 gap-y-1.5 @md:grid-cols-[auto_minmax(0,1fr)_auto]">
        <label htmlFor={id} className="col-span-full text-sm text-slate-600">
          {labels.quantity}
        </label>
        <input
          ref={input}
          id={id}
          type="number"
          inputMode="numeric"
          min={moq}
          max={INQUIRY_LIMITS.maxQuantity}
          step={1}
          value={quantity}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setQuantity(e.target.value);
            setError(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void add();
          }}
          data-testid="inquiry-quantity"
          className="h-12 w-24 shrink-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 aria-invalid:border-red-500 sm:w-28"
        />
        <button
          type="button"
          className={buttonClassName}
          onClick={() => void add()}
          disabled={pending}
          aria-busy={pending || undefined}
          data-testid="add-to-inquiry"
        >
          {children}
        </button>
        {error && (
          <p id={`${id}-error`} role="alert" className="col-span-full text-sm text-red-700 @md:row-start-3" data-testid="inquiry-quantity-error">
            {labels.minimum}
          </p>
        )}
        {aside && <div className="col-span-full grid @md:col-span-1 @md:col-start-3 @md:row-start-2">{aside}</div>}
      </div>
    </div>
  );
}
