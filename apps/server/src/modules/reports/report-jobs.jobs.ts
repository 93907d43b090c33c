import type { JobDefinition } from '../jobs/lifecycle.jobs';
import type { FileStorage } from '../files/storage';
import { createReportJobsService } from './report-jobs.service';

/**
 * The scheduled side of report jobs (decision 0036): every minute, jobs a restart left queued are
 * made and jobs a crash left running are failed; every hour, files past their retention are deleted.
 * They need the file storage, so main.ts adds them to the lifecycle jobs with its DATA_DIR storage.
 */
export function reportJobDefinitions(storage: FileStorage): JobDefinition[] {
  return [
    { name: 'reports.pick-up', cron: '* * * * *', everyMs: 60_000, run: (db, now) => createReportJobsService({ db, storage }).pickUp(now) },
    { name: 'reports.expire', cron: '7 * * * *', everyMs: 60 * 60_000, run: (db, now) => createReportJobsService({ db, storage }).expire(now) },
  ];
}
