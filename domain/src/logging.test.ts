import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.js';

describe('redactUrl', () => {
  it("hides an e-mailed link's token in the web path and in the REST query, and a hub token", () => {
    expect(redactUrl('/trial-request-action/12/approve/1799999999.abc-DEF_123?x=1')).toBe(
      '/trial-request-action/12/approve/[redacted]?x=1',
    );
    expect(redactUrl('/api/RequestTrialEmail/UpdateTrialRequestStatus?id=12&action=decline&token=1.a')).toBe(
      '/api/RequestTrialEmail/UpdateTrialRequestStatus?id=12&action=decline&token=[redacted]',
    );
    expect(redactUrl('/hub?id=abc&access_token=secret')).toBe('/hub?id=abc&access_token=[redacted]');
    expect(redactUrl('/api/Products/GetProducts?Page=1')).toBe('/api/Products/GetProducts?Page=1');
  });
});
