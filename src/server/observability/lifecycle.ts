/**
 * Whether this process is shutting down (SIGTERM received): the readiness probe then answers 503 so a
 * load balancer stops sending new requests while the in-flight ones finish. On globalThis: the
 * production server sets it, the API app in Next's bundle reads it.
 */
const holder = globalThis as typeof globalThis & { __partsmallDraining?: boolean };

export function markDraining(): void {
  holder.__partsmallDraining = true;
}

export function isDraining(): boolean {
  return holder.__partsmallDraining === true;
}
