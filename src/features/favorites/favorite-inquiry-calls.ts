import { toast } from 'sonner';
import { apiRequest, ApiRequestError, messageFor } from '@/client/api-request';
import { STATUS } from '@/contracts/envelope-status';

export type BasketOutcome = 'added' | 'unavailable' | 'failed';

/**
 * PUT /api/inquiry/basket/{sku} at the product's MOQ (the inquiry basket's line contract). Until the
 * basket's server is deployed the path answers "not found" naming itself: that is told apart from a
 * product that is no longer listed, so the buyer reads "not open yet" rather than a raw path.
 */
export async function addToInquiryBasket(sku: string, quantity: number): Promise<BasketOutcome> {
  const path = `/api/inquiry/basket/${encodeURIComponent(sku)}`;
  try {
    await apiRequest('PUT', path, { body: { quantity }, quiet: true });
    return 'added';
  } catch (err) {
    const missingRoute =
      err instanceof ApiRequestError &&
      (err.status === STATUS.METHOD_NOT_ALLOWED || (err.status === STATUS.NOT_FOUND && err.message.includes('/api/inquiry/basket')));
    if (missingRoute) return 'unavailable';
    toast.error(messageFor(err));
    return 'failed';
  }
}
