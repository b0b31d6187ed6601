// The home dashboard (schema/dashboard.graphql): one REST call, GetDashboard, whose figures
// licensing-api aggregates in SQL.
import { messages, workflows } from '@licensing/domain';
import { badUserInput } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: async (_parent, { year }, { rest }) => {
      if (!Number.isInteger(year) || year < 2000 || year > 2100) {
        throw badUserInput('year must be from 2000 to 2100.', { year: ['Invalid year'] });
      }
      const answer = await rest.call(workflows.GetDashboard, {
        params: { year },
        failure: messages.getDataFailed,
      });
      return {
        year: answer.Year,
        months: answer.Months.map((month, index) => ({
          month,
          customers: answer.TotalCustomers[index] ?? 0,
          productLicenses: answer.TotalProductLicenses[index] ?? 0,
          trialRequestsGenerated: answer.TrialRequestsGenerated[index] ?? 0,
          trialRequestsNotProcessed: answer.TrialRequestsNotProcessed[index] ?? 0,
          ordersResolved: answer.OrdersResolved[index] ?? 0,
          ordersNotResolved: answer.OrdersNotResolved[index] ?? 0,
        })),
        totals: {
          customers: sum(answer.TotalCustomers),
          productLicenses: sum(answer.TotalProductLicenses),
          trialRequests: sum(answer.TrialRequestsGenerated) + sum(answer.TrialRequestsNotProcessed),
          orders: sum(answer.OrdersResolved) + sum(answer.OrdersNotResolved),
        },
        licensesPerEdition: answer.LicensesPerEdition.map((row) => ({
          editionId: String(row.ProductEditionID),
          editionName: row.ProductEditionName,
          productName: row.ProductName,
          licenses: row.Licenses,
        })),
      };
    },
  },
};
