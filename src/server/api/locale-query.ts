import { siteSchema, langSchema } from '@/contracts/site';

/**
 * The `site` and `lang` query parameters every call carries. The locale middleware reads and
 * checks them before routing (400000 on an unknown value); routes spread this into their query
 * schema so the OpenAPI document lists them too.
 */
export const localeQueryShape = {
  site: siteSchema.optional().meta({ description: 'Region: prices in its currency (us USD, de EUR, au AUD, uk GBP). Default us.' }),
  lang: langSchema.optional().meta({ description: 'Language of titles and of `msg`. Default zh.' }),
};
