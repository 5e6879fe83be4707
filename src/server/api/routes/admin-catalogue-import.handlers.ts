import type { OpenAPIHono } from '@hono/zod-openapi';
import { IMPORT_MAX_BYTES } from '@/contracts/catalogue-import';
import { STATUS } from '@/contracts/envelope-status';
import { dryRunImport } from '../../catalogue-import/dry-run-import';
import { exportCatalogue } from '../../catalogue-import/export-catalogue';
import { getImportJob, listImportJobs } from '../../catalogue-import/get-import-job';
import { importTemplate } from '../../catalogue-import/import-template';
import { resumeImportJob } from '../../catalogue-import/resume-import-job';
import { startImportJob } from '../../catalogue-import/start-import-job';
import { getDb } from '../../db';
import { ApiError } from '../api-error';
import type { AppEnv } from '../context';
import { exportResponse } from '../export-response';
import { requestIp } from '../middleware/auth';
import { declareRawBodyRoute } from '../middleware/input-policy';
import { readLimitedBody } from '../read-limited-body';
import { okWith } from '../resource';
import * as r from './admin-catalogue-import.routes';

type FileAnswer = ReturnType<typeof okWith<null>>;

/** Catalogue import and export (ADR 0050). */
export function registerAdminCatalogueImportRoutes(app: OpenAPIHono<AppEnv>): void {
  const readFile = (c: Parameters<Parameters<typeof app.openapi>[1]>[0]) =>
    readLimitedBody(c, IMPORT_MAX_BYTES, { key: 'importTooLarge', params: { limit: '10 MB' } });

  app.openapi(r.templateRoute, async (c) => {
    return exportResponse(
      await importTemplate(c.get('lang'), c.req.valid('query').format),
    ) as unknown as FileAnswer;
  });

  declareRawBodyRoute('POST', '/api/admin/catalogue/import/dry-run');
  app.openapi(r.dryRunRoute, async (c) =>
    okWith(c, 'importChecked', await dryRunImport(await getDb(), await readFile(c), c.get('lang'))),
  );

  declareRawBodyRoute('POST', '/api/admin/catalogue/import');
  app.openapi(r.importRoute, async (c) => {
    const bytes = await readFile(c);
    if (bytes.length === 0) throw new ApiError(STATUS.BAD_REQUEST, 'importFileEmpty');
    const job = await startImportJob(await getDb(), {
      actorUserId: c.get('user').id,
      fileName: c.req.valid('query').name,
      bytes,
      lang: c.get('lang'),
    });
    return okWith(c, 'importStarted', job);
  });

  app.openapi(r.jobsRoute, async (c) => okWith(c, 'ok', await listImportJobs(await getDb())));
  app.openapi(r.jobRoute, async (c) =>
    okWith(c, 'ok', await getImportJob(await getDb(), c.req.valid('param').id)),
  );
  app.openapi(r.resumeRoute, async (c) =>
    okWith(c, 'importResumed', await resumeImportJob(await getDb(), c.req.valid('param').id)),
  );

  app.openapi(r.exportRoute, async (c) => {
    const file = await exportCatalogue(await getDb(), {
      lang: c.get('lang'),
      format: c.req.valid('query').format,
      actor: { actorUserId: c.get('user').id, ip: requestIp(c) },
    });
    return exportResponse(file) as unknown as FileAnswer;
  });
}
