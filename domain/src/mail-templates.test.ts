import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { emailTemplateEntity } from './entities/email-templates.js';
import { htmlHasText } from './html.js';
import { fillContent, fillSubject, newUpdateEmailSchema, newUpdateSubject } from './mail-templates.js';
import { isRequiredError } from './validation.js';

describe('template placeholders (SPEC §3 EmailTemplate)', () => {
  const values = ['Ada <Lovelace>', 'https://x.example/1.2', 'Faster reports', '1.2', 'ORD-7'] as const;

  it('fills {0}–{4} in the subject as text and in the content escaped', () => {
    expect(fillSubject('Hi {0}, v{3} is out', values)).toBe('Hi Ada <Lovelace>, v1.2 is out');
    expect(fillContent('<p>Dear {0}: <a href="{1}">{2}</a> {4}</p>', values)).toBe(
      '<p>Dear Ada &lt;Lovelace&gt;: <a href="https://x.example/1.2">Faster reports</a> ORD-7</p>',
    );
  });

  it('leaves nothing for a missing value and keeps other braces', () => {
    expect(fillSubject('{0}{5}{x}', [])).toBe('{5}{x}');
  });

  it("appends ' - v' and the version to update subjects (SPEC §5)", () => {
    expect(newUpdateSubject('Release', '2.0')).toBe('Release - v2.0');
  });

  it('treats markup without text as empty', () => {
    expect(htmlHasText('<p><br></p>')).toBe(false);
    expect(htmlHasText('<p>&nbsp;</p>')).toBe(false);
    expect(htmlHasText('<p><strong>x</strong></p>')).toBe(true);
  });

  it('reports empty content with the missing required fields', async () => {
    const error: ValidationError = await emailTemplateEntity.schema
      .validate(
        { productId: 1, name: 'T', emailTemplateTypeId: 1, subject: 'S', content: '<p><br></p>' },
        { abortEarly: false },
      )
      .catch((e: ValidationError) => e);
    expect(error.inner.map((issue) => [issue.message, isRequiredError(issue)])).toEqual([['Content', true]]);
  });

  it('requires a customer unless every active license holder is asked for', async () => {
    const base = { releasePackageId: 1, emailTemplateId: 2, subject: 'S', body: '<p>x</p>' };
    await expect(newUpdateEmailSchema.validate({ ...base, customers: [] })).rejects.toThrow('Customer');
    await expect(newUpdateEmailSchema.validate({ ...base, allActiveLicenses: true })).resolves.toMatchObject({
      customers: [],
    });
    await expect(newUpdateEmailSchema.validate({ ...base, customers: ['3', 4] })).resolves.toMatchObject({
      customers: [3, 4],
    });
  });
});
