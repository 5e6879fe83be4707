import type { Lang, Site } from '@/contracts/site';

/** Values middleware puts on the Hono context for every request. */
export type AppEnv = {
  Variables: {
    site: Site;
    lang: Lang;
    requestId: string;
  };
};
