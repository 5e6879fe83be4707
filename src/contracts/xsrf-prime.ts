import { z } from 'zod';

/**
 * The answer of GET /api/xsrf: nothing to read, the cookie comes in its Set-Cookie header. Apart from
 * ./xsrf so the browser's request module does not pull zod into pages that have none.
 */
export const xsrfPrimeResultSchema = z.null().meta({ example: null });
