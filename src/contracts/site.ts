import { z } from 'zod';
import { LANGS, SITES } from './site-constants';

// The constants and types live in a zod-free module (browser code imports that one); the schemas are
// added here. The schemas are marked pure so a bundler drops them (and zod) from any browser code that
// still imports this module for a constant.
export * from './site-constants';

export const siteSchema = /* @__PURE__ */ z.enum(SITES);
export const langSchema = /* @__PURE__ */ z.enum(LANGS);
