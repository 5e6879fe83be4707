import type { PluralForms } from '@/lib/plural-text';
import type { SuggestionKind } from './search-types';

/**
 * Texts of the header's search box, translated on the server and passed as props (the box is on
 * every page; next-intl's formatter stays off them). `{vin}` and `{vehicle}` are filled in the box.
 */
export type SearchBoxLabels = {
  label: string;
  placeholder: string;
  button: string;
  /** Name of the suggestion list. */
  list: string;
  /** Group headings; `correction` heads the corrected spelling the server offers ("Did you mean"). */
  groups: Record<SuggestionKind | 'vin' | 'correction', string>;
  /** The one option a VIN-shaped text gets: "Find parts for VIN {vin}". */
  vinOption: string;
  /** "# suggestions", announced as the list changes. */
  count: PluralForms;
  vinLooking: string;
  /** The VIN names a maker (and year) but no model of the vehicle table: "{vehicle}: choose the model…". */
  vinNoParts: string;
  vinFailed: string;
};
