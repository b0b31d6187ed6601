import { Text } from '@fluentui/react-components';
import { useSession } from '../session/session';
import { PageHeader } from '../shared/PageHeader';

/** /home: a welcome for now; the dashboard of SPEC §9 comes later. */
export function Home() {
  const session = useSession();
  return (
    <>
      <PageHeader title="Home" />
      <Text as="p">
        Welcome{session ? `, ${session.userName}` : ''}. Choose a section on the left to get started.
      </Text>
    </>
  );
}
