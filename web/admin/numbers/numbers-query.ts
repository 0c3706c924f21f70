import type { ResultOf } from 'gql.tada';
import { graphql } from '../../graphql';

/** Everything "Numeri" shows for a period and its month (docs/product.md#numeri). */
export const NumbersQuery = graphql(`
  query AdminNumbers($from: String!, $to: String!, $month: String!) {
    adminSalesFigures(from: $from, to: $to) {
      averageOrder
      returnsRate
      amounts { orders subtotal shipping taxes total cancelled returns refunds refunded }
      byPaymentMethod { paymentMethod amounts { orders total refunded } }
      series { day amounts { orders total } }
      byCategory { id name units net }
      topProducts { id name units net }
    }
    adminRepairFigures(from: $from, to: $to) {
      requests warrantyClaims repairsOpened estimatesSent estimatesAccepted estimatesDeclined
      estimatesWaiting acceptanceRate
      timeToReady { deviceCategory repairs averageHours }
      openByState { status repairs }
    }
    adminStockFigures {
      lowStockThreshold productsOutOfStock productsLowOnStock variantsOutOfStock
      variantsLowOnStock stockAlertsWaiting
      lowestStock { id name stock }
    }
    adminAccountantSummary(month: $month) {
      month orders taxable vat shipping total invoicesRequested refunds refunded
      refundedTaxable refundedVat
    }
  }
`);

export type NumbersData = ResultOf<typeof NumbersQuery>;

export const AccountantCsvQuery = graphql(`
  query AdminAccountantCsv($month: String!) { adminAccountantCsv(month: $month) }
`);
