'use client';

import type { MouseEvent, ReactNode } from 'react';
import { emit } from '@/client/event-bus';
import { isSignedIn, userAccountStore } from '@/client/user-account-store';
import { useRouter } from '@/i18n/navigation';

export type CardInquiryLabels = { added: string; already: string; updated: string; view: string };

/** The server-rendered card button this scope answers for (`data-inquiry-sku`, `data-inquiry-moq`). */
function inquiryButton(target: EventTarget): HTMLButtonElement | null {
  return target instanceof Element ? target.closest<HTMLButtonElement>('button[data-inquiry-sku]') : null;
}

/**
 * One click handler for every "Add to inquiry" button of a product grid: the cards stay server
 * components (a client component per card would repeat its props in the page's payload up to 40
 * times). A card adds its product at the MOQ; one already in the basket is left as it is. Visitors
 * get the sign-in dialog. Renders no box of its own (`display: contents`).
 */
export function CardInquiryActions({ labels, children }: { labels: CardInquiryLabels; children: ReactNode }) {
  const router = useRouter();

  async function onClick(event: MouseEvent<HTMLDivElement>) {
    const button = inquiryButton(event.target);
    const skuCode = button?.dataset.inquirySku;
    if (!button || !skuCode || button.getAttribute('aria-busy') === 'true') return;
    if (!isSignedIn(userAccountStore.getState())) {
      emit('signin:open', { reason: 'addToInquiry' });
      return;
    }
    button.setAttribute('aria-busy', 'true');
    try {
      const [{ addToInquiryBasket }, { toast }] = await Promise.all([
        import('@/client/inquiry-basket-calls'),
        import('sonner'),
      ]);
      const outcome = await addToInquiryBasket(skuCode, Number(button.dataset.inquiryMoq) || 1, {
        keepQuantity: true,
      });
      toast.success(labels[outcome], {
        action: { label: labels.view, onClick: () => router.push('/user/inquiry/basket') },
      });
    } catch {
      // apiRequest has shown the server's reason.
    } finally {
      button.removeAttribute('aria-busy');
    }
  }

  return (
    // Clicks bubble here from the cards' real <button>s, which carry the keyboard and the role.
    <div className="contents" onClick={(event) => void onClick(event)}>
      {children}
    </div>
  );
}
