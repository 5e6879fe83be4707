import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';

/** Each domain adds its routes here; the OpenAPI document is generated from them. */
export function registerRoutes(app: OpenAPIHono<AppEnv>): void {
  void app;
}
