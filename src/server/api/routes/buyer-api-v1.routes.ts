/*
 * The buyer API, version 1 (`/api/v1/*`): the documented, stable subset a company's own systems call with
 * an access token (docs/decisions/0068-buyer-api.md). Each route is declared with `apiV1Route` and its
 * scope; handlers in buyer-api-v1.handlers.ts.
 */
export {};
