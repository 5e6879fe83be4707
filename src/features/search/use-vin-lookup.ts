import { useCallback, useState } from 'react';
import { useCurrentLocale, type Href } from '@/i18n/navigation';
import { isMatchedVin, saveMyVehicle, vehicleName } from './my-vehicle';
import type { SearchBoxLabels } from './search-box-labels';

type LookupState = { busy: boolean; message: string | null; failed: boolean };
const IDLE: LookupState = { busy: false, message: null, failed: false };

/**
 * A VIN typed into the search box: decoded by the server (check digit where it applies, maker,
 * model year); its vehicle becomes "my vehicle" and `go` opens that vehicle's parts. A refusal shows
 * the server's translated reason under the box.
 */
export function useVinLookup(labels: Pick<SearchBoxLabels, 'vinLooking' | 'vinNoParts' | 'vinFailed'>) {
  const locale = useCurrentLocale();
  const [state, setState] = useState<LookupState>(IDLE);

  const run = useCallback(
    async (vin: string, go: (href: Href) => void) => {
      setState({ busy: true, message: labels.vinLooking, failed: false });
      const { lookupVin } = await import('./search-calls');
      const outcome = await lookupVin(vin);
      if (!outcome.ok) {
        setState({ busy: false, message: outcome.message || labels.vinFailed, failed: true });
        return;
      }
      const decoded = outcome.vehicle;
      if (!isMatchedVin(decoded)) {
        const message = labels.vinNoParts.replace('{vehicle}', vehicleName(decoded, locale));
        setState({ busy: false, message, failed: false });
        return;
      }
      saveMyVehicle(decoded);
      setState(IDLE);
      go({ pathname: '/products', query: { vehicle: String(decoded.vehicle_id) } });
    },
    [labels, locale],
  );
  const clear = useCallback(() => setState((s) => (s.message ? IDLE : s)), []);
  return { ...state, run, clear };
}
