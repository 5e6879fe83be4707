import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';

/** The buyer API's versioned routes: parse, call one operation with the token's company, shape the envelope. */
export function registerBuyerApiV1Routes(_app: OpenAPIHono<AppEnv>): void {}
