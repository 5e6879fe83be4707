import { queryOptions } from '@tanstack/react-query';
import { fetchJob, fetchJobs } from './import-api';

/** The import page's loaders (Refine's QueryClient holds them). A failure is shown once, not retried. */
export const importQueries = {
  jobs: () => queryOptions({ queryKey: ['catalogue-import', 'jobs'], queryFn: fetchJobs, retry: false }),
  // A job just answered by an import or resume call is fresh for one polling interval.
  job: (id: number, pollMs: number) =>
    queryOptions({ queryKey: ['catalogue-import', 'job', id], queryFn: () => fetchJob(id), retry: false, staleTime: pollMs }),
};
