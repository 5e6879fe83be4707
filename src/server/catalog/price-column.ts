import type { Site } from '@/contracts/site';
import { products } from '../db/schema';

/** The price column (minor units) in the site's currency; listing sorts and cards read the same one. */
export function priceColumnFor(site: Site) {
  switch (site) {
    case 'de':
      return products.priceEur;
    case 'au':
      return products.priceAud;
    case 'uk':
      return products.priceGbp;
    default:
      return products.priceUsd;
  }
}

/** The member price column (minor units, null = the reference price) in the site's currency; members only. */
export function memberPriceColumnFor(site: Site) {
  switch (site) {
    case 'de':
      return products.memberPriceEur;
    case 'au':
      return products.memberPriceAud;
    case 'uk':
      return products.memberPriceGbp;
    default:
      return products.memberPriceUsd;
  }
}
