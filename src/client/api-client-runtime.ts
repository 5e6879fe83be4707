/**
 * What the API client needs from React land, registered once by <ClientRuntime/>: translated
 * fallback texts and a locale-aware "go home". Defaults keep the client usable before that.
 */
export type ApiClientRuntime = {
  networkError: string;
  timeout: string;
  goHome: () => void;
};

let runtime: ApiClientRuntime = {
  networkError: 'Network Error',
  timeout: 'Network Error',
  // Before <ClientRuntime/> registers the router (practically never): a full page load home.
  goHome: () => {
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- no router exists outside React yet
    window.location.href = '/';
  },
};

export function registerApiClientRuntime(value: ApiClientRuntime): void {
  runtime = value;
}

export function apiClientRuntime(): ApiClientRuntime {
  return runtime;
}
