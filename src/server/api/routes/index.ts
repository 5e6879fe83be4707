import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { registerCatalogRoutes } from './catalog.handlers';
import { registerRegionRoutes } from './regions.handlers';
import { registerOpenApiRoutes } from './openapi';
import { authMiddleware } from '../middleware/auth';
import { apiTokenMiddleware } from '../middleware/api-token-auth';
import { registerApiTokenRoutes } from './api-tokens.handlers';
import { registerWebhookRoutes } from './webhooks.handlers';
import { registerBuyerApiV1Routes } from './buyer-api-v1.handlers';
import { inputPolicyMiddleware } from '../middleware/input-policy';
import { routeTable } from '../route-table';
import { registerAuthRoutes } from './auth.handlers';
import { registerAccountRoutes } from './account.handlers';
import { registerAdminRoutes } from './admin-users.handlers';
import { registerAdminInquiryRoutes } from './admin-inquiries.handlers';
import { registerAdminCompanyRoutes } from './admin-companies.handlers';
import { registerAdminConsoleRoutes } from './admin-console.handlers';
import { registerAdminCatalogueImportRoutes } from './admin-catalogue-import.handlers';
import { registerStaffRoutes } from './staff.handlers';
import { registerInquiryRoutes } from './inquiries.handlers';
import { registerFavoriteRoutes } from './favorites.handlers';
import { registerMembershipRoutes } from './membership.handlers';
import { registerPaymentRoutes } from './payments.handlers';
import { registerInvoiceRoutes } from './invoices.handlers';
import { registerAdminCatalogueRoutes } from './admin-catalogue.handlers';
import { registerAdminInvoiceRoutes } from './admin-invoices.handlers';
import { registerAdminMembershipRoutes } from './admin-membership.handlers';
import { registerSearchRoutes } from './search.handlers';
import { registerSearchTeachingRoutes } from './search-teaching.handlers';
import { registerVehicleRoutes } from './vehicles.handlers';
import { registerFitmentExportRoutes } from './fitment-export.handlers';
import { registerOperationsRoutes } from './operations.handlers';
import { registerCompanyRoutes } from './company.handlers';
import { registerPriceHistoryRoutes } from './price-history.handlers';

/** Each domain adds its routes here; the OpenAPI document is generated from them. */
export function registerRoutes(app: OpenAPIHono<AppEnv>): void {
  // Default deny: every /api route registered below needs a session unless it is on the public list.
  app.use('/api/v1/*', apiTokenMiddleware(app));
  app.use('/api/*', authMiddleware(app));
  // After the session check: nobody's body is read before we know who may send one.
  app.use('*', inputPolicyMiddleware(routeTable(app)));
  registerCatalogRoutes(app);
  registerRegionRoutes(app);
  registerAuthRoutes(app);
  registerAccountRoutes(app);
  registerAdminRoutes(app);
  registerAdminCompanyRoutes(app);
  registerAdminConsoleRoutes(app);
  registerAdminCatalogueImportRoutes(app);
  registerStaffRoutes(app);
  registerInquiryRoutes(app);
  registerAdminInquiryRoutes(app);
  registerFavoriteRoutes(app);
  registerMembershipRoutes(app);
  registerPaymentRoutes(app);
  registerInvoiceRoutes(app);
  registerAdminInvoiceRoutes(app);
  registerAdminMembershipRoutes(app);
  registerAdminCatalogueRoutes(app);
  registerSearchRoutes(app);
  registerSearchTeachingRoutes(app);
  registerVehicleRoutes(app);
  registerFitmentExportRoutes(app);
  registerOperationsRoutes(app);
  registerCompanyRoutes(app);
  registerPriceHistoryRoutes(app);
  registerApiTokenRoutes(app);
  registerWebhookRoutes(app);
  registerBuyerApiV1Routes(app);
  // Last: the document describes every route registered above.
  registerOpenApiRoutes(app);
}
