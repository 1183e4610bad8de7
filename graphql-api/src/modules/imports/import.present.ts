import type { ImportJob } from './import-job.entity';

/** The contract's `ImportJob` (REST and GraphQL alike). */
export const presentImportJob = (job: ImportJob) => ({
  id: job.id,
  status: job.status,
  format: job.format,
  fileName: job.fileName,
  processed: job.processed,
  total: job.total,
  error: job.error,
  report: job.report,
  createdAt: job.createdAt,
  finishedAt: job.finishedAt,
});
