import type { Database } from '../db';
import { countOrdersToHandle } from '../orders/staff';
import { countSubscribers } from '../repairs/newsletter';
import { countNewRequests } from '../repairs/requests-staff';
import { countOpenRepairs } from '../repairs/staff';

/** What is waiting for the staff, each figure as its own domain defines it. */
export async function staffCounts(db: Database) {
  const [requests, openRepairs, ordersToHandle, subscribers] = await Promise.all([
    countNewRequests(db),
    countOpenRepairs(db),
    countOrdersToHandle(db),
    countSubscribers(db),
  ]);
  return {
    newQuotes: requests.quotes,
    newShippingForms: requests.shippingForms,
    openRepairs,
    ordersToHandle,
    subscribers,
  };
}
