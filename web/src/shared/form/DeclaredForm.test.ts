import { customerEntity } from '@licensing/domain';
import { type FormikContextType, useFormikContext } from 'formik';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DeclaredField, DeclaredForm } from './DeclaredForm';

/** The customer's declared form with its code blank: its HTML, and the messages of validating it. */
async function customerForm(mode: 'add' | 'edit') {
  let formik: FormikContextType<unknown> | undefined;
  const Capture = () => {
    formik = useFormikContext();
    return null;
  };
  const form = createElement(
    DeclaredForm,
    {
      entity: customerEntity,
      mode,
      initialValues: {
        code: '',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '+441234567890',
      },
      onSubmit: async () => {},
      onCancel: () => {},
    },
    createElement(DeclaredField, { entity: customerEntity, name: 'code' }),
    createElement(Capture),
  );
  // The unsaved-changes guard needs a data router; prerender waits for its lazy chunk.
  const router = createMemoryRouter([{ path: '/', element: form }]);
  const { prelude } = await prerender(createElement(RouterProvider, { router }));
  const html = await new Response(prelude).text();
  const codeInput = /<input[^>]*name="code"[^>]*>/.exec(html)?.[0] ?? '';
  return { codeRequired: codeInput.includes('required'), errors: await formik?.validateForm() };
}

describe('DeclaredForm', () => {
  it('validates an add with the entity’s schema', async () => {
    expect(await customerForm('add')).toEqual({ codeRequired: false, errors: {} });
  });

  it('validates an edit with the entity’s edit schema, and its fields say so', async () => {
    expect(await customerForm('edit')).toEqual({ codeRequired: true, errors: { code: 'Required' } });
  });
});
