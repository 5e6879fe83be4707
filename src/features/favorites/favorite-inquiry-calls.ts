export type BasketOutcome = 'added' | 'failed';

/**
 * "Add to inquiry" from the favourites list, through the shared basket calls: a part already in the
 * basket keeps what the buyer set there (quantity, target price, date, note), and the header's count
 * follows at once. Loaded on the click, like the product page's button; a refusal is toasted by the
 * API client.
 */
export async function addToInquiryBasket(sku: string, quantity: number): Promise<BasketOutcome> {
  try {
    const { addToInquiryBasket: add } = await import('@/client/inquiry-basket-calls');
    await add(sku, quantity, { keepQuantity: true });
    return 'added';
  } catch {
    return 'failed';
  }
}
