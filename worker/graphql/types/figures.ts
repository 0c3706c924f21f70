import { MAX_FIGURES_DAYS } from '../../../schema/rules/figures';
import { DEVICE_CATEGORY, PAYMENT_METHOD, REPAIR_STATUS } from '../../../schema/vocabulary';
import { LOW_STOCK_LISTED, stockFigures } from '../../catalogue/stock-figures';
import { boundedText } from '../../input';
import { accountantCsv, accountantSummary } from '../../orders/accountant-summary';
import {
  CATEGORIES_LISTED,
  type SalesAmounts,
  salesFigures,
  TOP_PRODUCTS,
} from '../../orders/sales-figures';
import { repairFigures } from '../../repairs/repair-figures';
import { builder } from '../builder';
import { PaymentMethodRef } from './orders';
import { RepairStatusRef } from './repairs';
import { DeviceCategoryRef } from './requests';

// "Numeri", the staff's figures (docs/product.md#numeri): the admin page asks these, and so may an
// outside dashboard with a staff account. Periods are Rome days, YYYY-MM-DD, both included.

const money = (description: string) => ({ type: 'Money' as const, description });

const SalesAmountsRef = builder.objectRef<SalesAmounts>('SalesAmounts').implement({
  description:
    'Sales of orders placed and not cancelled, with the returns and refunds of the days.',
  authScopes: { staff: true },
  fields: (t) => ({
    orders: t.exposeInt('orders', { description: 'Orders placed and not cancelled.' }),
    subtotal: t.expose('subtotal', money('Net: the products before IVA.')),
    shipping: t.expose('shipping', money('Shipping charged.')),
    taxes: t.expose('taxes', money('IVA at 22% of the net, as each order charged it.')),
    total: t.expose('total', money('What the buyers pay: net + shipping + IVA.')),
    invoices: t.exposeInt('invoices', { description: 'Orders that asked for an invoice.' }),
    cancelled: t.exposeInt('cancelled', { description: 'Orders placed then cancelled.' }),
    returns: t.exposeInt('returns', { description: 'Return requests made in the period.' }),
    refunds: t.exposeInt('refunds', { description: 'Returns refunded in the period.' }),
    refunded: t.expose('refunded', money('Refunded in the period, IVA included.')),
  }),
});

type Sales = Awaited<ReturnType<typeof salesFigures>>;

const SalesByMethod = builder
  .objectRef<Sales['byPaymentMethod'][number]>('SalesByPaymentMethod')
  .implement({
    authScopes: { staff: true },
    fields: (t) => ({
      paymentMethod: t.field({ type: PaymentMethodRef, resolve: (row) => row.paymentMethod }),
      amounts: t.field({ type: SalesAmountsRef, resolve: (row) => row }),
    }),
  });

const SalesDay = builder.objectRef<Sales['series'][number]>('SalesDay').implement({
  description: 'The sales of one Rome day.',
  authScopes: { staff: true },
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD, Europe/Rome.' }),
    amounts: t.field({ type: SalesAmountsRef, resolve: (row) => row }),
  }),
});

const ProductSales = builder
  .objectRef<{ id: number | string; name: string; units: number; net: number }>('ProductSales')
  .implement({
    description: 'Units sold and their net amount, of a product or of a category.',
    authScopes: { staff: true },
    fields: (t) => ({
      id: t.id({ resolve: (row) => String(row.id) }),
      name: t.exposeString('name'),
      units: t.exposeInt('units'),
      net: t.expose('net', money('The units sold, before IVA.')),
    }),
  });

const SalesFigures = builder.objectRef<Sales>('SalesFigures').implement({
  description: "A period's sales.",
  authScopes: { staff: true },
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    amounts: t.field({ type: SalesAmountsRef, resolve: (s) => s }),
    averageOrder: t.expose('averageOrder', money('Total over orders, rounded half-up.')),
    returnsRate: t.exposeFloat('returnsRate', {
      nullable: true,
      description: 'Return requests over orders of the period, 0–1; null without orders.',
    }),
    byPaymentMethod: t.field({
      type: [SalesByMethod],
      maxItems: PAYMENT_METHOD.values.length,
      resolve: (s) => s.byPaymentMethod,
    }),
    series: t.field({
      type: [SalesDay],
      maxItems: MAX_FIGURES_DAYS,
      description: 'One entry per Rome day that had any figure, oldest first.',
      resolve: (s) => s.series,
    }),
    byCategory: t.field({
      type: [ProductSales],
      maxItems: CATEGORIES_LISTED,
      resolve: (s) => s.byCategory,
    }),
    topProducts: t.field({
      type: [ProductSales],
      maxItems: TOP_PRODUCTS,
      resolve: (s) => s.topProducts,
    }),
  }),
});

type Repairs = Awaited<ReturnType<typeof repairFigures>>;
const ReadyTime = builder.objectRef<Repairs['timeToReady'][number]>('RepairReadyTime').implement({
  description: 'Time from intake to "Pronto per il ritiro", by the device category of the request.',
  authScopes: { staff: true },
  fields: (t) => ({
    deviceCategory: t.field({
      type: DeviceCategoryRef,
      nullable: true,
      description: 'Null for repairs from a shipping form or the counter, which name no category.',
      resolve: (row) => row.deviceCategory,
    }),
    repairs: t.exposeInt('repairs'),
    averageHours: t.exposeFloat('averageHours'),
  }),
});
const RepairsInState = builder
  .objectRef<Repairs['openByState'][number]>('RepairsInState')
  .implement({
    authScopes: { staff: true },
    fields: (t) => ({
      status: t.field({ type: RepairStatusRef, resolve: (row) => row.status }),
      repairs: t.exposeInt('repairs'),
    }),
  });
const RepairFigures = builder.objectRef<Repairs>('RepairFigures').implement({
  description: "A period's repairs, and the open repairs in each state now.",
  authScopes: { staff: true },
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    requests: t.exposeInt('requests', { description: 'Quote requests and shipping forms.' }),
    warrantyClaims: t.exposeInt('warrantyClaims'),
    repairsOpened: t.exposeInt('repairsOpened'),
    estimatesSent: t.exposeInt('estimatesSent'),
    estimatesAccepted: t.exposeInt('estimatesAccepted'),
    estimatesDeclined: t.exposeInt('estimatesDeclined'),
    estimatesWaiting: t.exposeInt('estimatesWaiting'),
    acceptanceRate: t.exposeFloat('acceptanceRate', {
      nullable: true,
      description: 'Accepted over accepted and declined, 0–1; null when none was answered.',
    }),
    timeToReady: t.field({
      type: [ReadyTime],
      maxItems: DEVICE_CATEGORY.values.length + 1,
      resolve: (r) => r.timeToReady,
    }),
    openByState: t.field({
      type: [RepairsInState],
      maxItems: REPAIR_STATUS.values.length,
      resolve: (r) => r.openByState,
    }),
  }),
});

type Stock = Awaited<ReturnType<typeof stockFigures>>;
const LowStockProduct = builder
  .objectRef<Stock['lowestStock'][number]>('LowStockProduct')
  .implement({
    authScopes: { staff: true },
    fields: (t) => ({
      id: t.id({ resolve: (row) => String(row.id) }),
      name: t.exposeString('name'),
      stock: t.exposeInt('stock'),
    }),
  });
const StockFigures = builder.objectRef<Stock>('StockFigures').implement({
  description: 'Stock now. The catalogue records no cost price, so no stock value at cost.',
  authScopes: { staff: true },
  fields: (t) => ({
    lowStockThreshold: t.exposeInt('lowStockThreshold'),
    productsOutOfStock: t.exposeInt('productsOutOfStock'),
    productsLowOnStock: t.exposeInt('productsLowOnStock'),
    variantsOutOfStock: t.exposeInt('variantsOutOfStock'),
    variantsLowOnStock: t.exposeInt('variantsLowOnStock'),
    lowestStock: t.field({
      type: [LowStockProduct],
      maxItems: LOW_STOCK_LISTED,
      resolve: (s) => s.lowestStock,
    }),
    stockAlertsWaiting: t.exposeInt('stockAlertsWaiting'),
  }),
});

type Summary = Awaited<ReturnType<typeof accountantSummary>>;
const AccountantSummary = builder.objectRef<Summary>('AccountantSummary').implement({
  description: "A month's sales and refunds with their taxable amount and IVA at 22%.",
  authScopes: { staff: true },
  fields: (t) => ({
    month: t.exposeString('month'),
    orders: t.exposeInt('orders'),
    taxable: t.expose('taxable', money('Net sales, the taxable amount.')),
    vat: t.expose('vat', money('IVA charged on the sales.')),
    shipping: t.expose('shipping', money('Shipping charged.')),
    total: t.expose('total', money('Sales with shipping and IVA.')),
    invoicesRequested: t.exposeInt('invoicesRequested'),
    refunds: t.exposeInt('refunds'),
    refunded: t.expose('refunded', money('Refunded, IVA included.')),
    refundedTaxable: t.expose('refundedTaxable', money('The refunds over 1.22, half-up.')),
    refundedVat: t.expose('refundedVat', money('The refunds less their taxable amount.')),
  }),
});

const day = (text: string, field: string) => boundedText(text, field, 10);

builder.queryFields((t) => ({
  adminSalesFigures: t.withAuth({ staff: true }).field({
    type: SalesFigures,
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, { from, to }, ctx) => salesFigures(ctx.db, day(from, 'from'), day(to, 'to')),
  }),
  adminRepairFigures: t.withAuth({ staff: true }).field({
    type: RepairFigures,
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, { from, to }, ctx) => repairFigures(ctx.db, day(from, 'from'), day(to, 'to')),
  }),
  adminStockFigures: t.withAuth({ staff: true }).field({
    type: StockFigures,
    resolve: (_root, _args, ctx) => stockFigures(ctx.db),
  }),
  adminAccountantSummary: t.withAuth({ staff: true }).field({
    type: AccountantSummary,
    args: { month: t.arg.string({ required: true, description: 'YYYY-MM.' }) },
    resolve: (_root, { month }, ctx) => accountantSummary(ctx.db, day(month, 'month')),
  }),
  adminAccountantCsv: t.withAuth({ staff: true }).string({
    description:
      "A month's summary and the invoices asked for, as CSV (docs/product.md#numeri); at most " +
      '5,000 invoices.',
    args: { month: t.arg.string({ required: true, description: 'YYYY-MM.' }) },
    resolve: (_root, { month }, ctx) => accountantCsv(ctx.db, ctx.viewer, day(month, 'month')),
  }),
}));
