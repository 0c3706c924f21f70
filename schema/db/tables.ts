// drizzle-kit and the Worker's drizzle() need every table in one module; this is that place.
export * from './accounts';
export * from './admin';
export * from './appointments';
export * from './catalogue';
export * from './figures';
export * from './mail';
export * from './order-returns';
export * from './orders';
export * from './payments';
export * from './price-list';
export * from './product-photos';
export * from './product-reviews';
export * from './repair-payments';
export * from './repair-shipments';
export * from './repairs';
export * from './stock-alerts';
export * from './webhooks';
