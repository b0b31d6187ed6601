import { Text } from '@fluentui/react-text';
import { PageHeader } from '../shared/PageHeader';
import { useRouteHandle } from '../shared/resource/useResource';

/** A section not built yet: '<Section> is not available yet.' (named by its route's handle). */
export function NotAvailable() {
  const section = useRouteHandle()?.section ?? 'This section';
  return (
    <>
      <PageHeader title={section} />
      <Text as="p">{section} is not available yet.</Text>
    </>
  );
}
