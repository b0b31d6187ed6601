// Job log (SPEC §3 Job log, §7 GetJobLogs): one line per run of a background job — the invoice
// refresh, the token refresh, the outbox — with its start, end, outcome and message. Written by the
// product only; newest first (SPEC §9: by ID desc).
import { defineEntity } from './entity.js';
import { readOnlyText } from './fields.js';

export const jobLogEntity = defineEntity({
  name: 'JobLog',
  viewOnly: true,
  fields: {
    id: { rest: 'ID', type: 'id', label: 'ID', sort: true, filter: 'ids', readOnly: true },
    job: readOnlyText('Job', 'Job'),
    startedAt: { rest: 'StartedAt', type: 'datetime', label: 'Started', sort: true, readOnly: true },
    finishedAt: { rest: 'FinishedAt', type: 'datetime', label: 'Finished', readOnly: true },
    outcome: { rest: 'Outcome', type: 'text', label: 'Outcome', sort: true, filter: true, readOnly: true },
    message: { rest: 'Message', type: 'text', label: 'Message', search: true, readOnly: true },
  },
  defaultSort: [{ field: 'id', direction: 'desc' }],
  routes: { list: '/api/Payment/GetJobLogs', get: '/api/Payment/GetJobLog' },
});
