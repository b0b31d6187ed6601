import { Text } from '@fluentui/react-text';
import { useMatches } from 'react-router-dom';
import { PageHeader } from '../shared/PageHeader';

/** The route handle of a section that is not built yet. */
export type SectionHandle = { section: string };

function isSectionHandle(handle: unknown): handle is SectionHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as SectionHandle).section === 'string'
  );
}

/** A section not built yet: '<Section> is not available yet.' (named by its route's handle). */
export function NotAvailable() {
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isSectionHandle);
  const section = handle?.section ?? 'This section';
  return (
    <>
      <PageHeader title={section} />
      <Text as="p">{section} is not available yet.</Text>
    </>
  );
}
