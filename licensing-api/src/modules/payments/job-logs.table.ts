// Job logs (SPEC §3 Job log): written by the background jobs (src/jobs/), read by staff.
import { jobLogEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';

export const jobLogsTable = defineTable({
  entity: jobLogEntity,
  table: 'job_logs',
});
