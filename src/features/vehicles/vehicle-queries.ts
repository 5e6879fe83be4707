import { queryOptions } from '@tanstack/react-query';
import { preferencesStore } from '@/client/user-preferences-store';
import { fetchVehicleMakes, fetchVehicleModels, fetchVehicleYears } from './vehicle-calls';

/** The calls send the visitor's region and language, so the keys name them too. */
function scope() {
  const { region, language } = preferencesStore.getState();
  return { region, language };
}

/** The vehicle picker's lists: the years, the makes of a year, the models of a year's make. */
export const vehicleQueries = {
  years: () => queryOptions({ queryKey: ['vehicles', 'years', scope()], queryFn: ({ signal }) => fetchVehicleYears(signal) }),
  makes: (year: number) =>
    queryOptions({ queryKey: ['vehicles', 'makes', { year, ...scope() }], queryFn: ({ signal }) => fetchVehicleMakes(year, signal) }),
  models: (year: number, make: string) =>
    queryOptions({
      queryKey: ['vehicles', 'models', { year, make, ...scope() }],
      queryFn: ({ signal }) => fetchVehicleModels(year, make, signal),
    }),
};
