// The rich text field of the e-mail forms. Its editor (draft-js, the heaviest part of the client)
// loads after the form shows, so the form's route stays light.
import { Spinner } from '@fluentui/react-spinner';
import { lazy, type ReactElement, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

export function RichTextField(props: RichTextEditorProps): ReactElement {
  return (
    <Suspense fallback={<Spinner size="small" label={`Loading ${props.label.toLowerCase()} editor`} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
