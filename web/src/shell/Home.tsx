// /home (SPEC §2, §9): the dashboard of a year — the current one or the two before — in one
// GraphQL query. The charts (Victory) load in a chunk of their own, so the sign-in route does not
// carry them; a year without figures says so instead of drawing empty axes.
import { useQuery } from '@apollo/client/react';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { Text } from '@fluentui/react-text';
import { lazy, Suspense, useState } from 'react';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { LoadingOrFailed, PageSpinner } from '../shared/PageSpinner';

export const dashboardQuery = graphql(`
  query Dashboard($year: Int!) {
    dashboard(year: $year) {
      year
      months {
        month
        customers
        productLicenses
        trialRequestsGenerated
        trialRequestsNotProcessed
        ordersResolved
        ordersNotResolved
      }
      totals {
        customers
        productLicenses
        trialRequests
        orders
      }
      licensesPerEdition {
        editionId
        editionName
        productName
        licenses
      }
    }
  }
`);

const DashboardCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.DashboardCharts })));

/** SPEC §9: the current year and the two before. */
const yearChoices = (now = new Date()) => [0, 1, 2].map((back) => now.getFullYear() - back);

export function Home() {
  const years = yearChoices();
  const [year, setYear] = useState(years[0]!);
  const { data, loading } = useQuery(dashboardQuery, { variables: { year } });
  const dashboard = data?.dashboard;
  const empty = dashboard && Object.values(dashboard.totals).every((total) => total === 0);
  return (
    <>
      <PageHeader
        title="Dashboard"
        actions={
          <Field label="Year" orientation="horizontal">
            <Select value={String(year)} onChange={(_, choice) => setYear(Number(choice.value))}>
              {years.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </Select>
          </Field>
        }
      />
      {!dashboard && <LoadingOrFailed loading={loading} />}
      {empty && <Text as="p">No customers, licenses, trial requests or orders in {year} yet.</Text>}
      {dashboard && !empty && (
        <Suspense fallback={<PageSpinner />}>
          <DashboardCharts dashboard={dashboard} />
        </Suspense>
      )}
    </>
  );
}
