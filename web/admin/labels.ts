import { ORDER_STATUS_LABELS } from '../../schema/rules/orders';
import { REPAIR_STATUS_LABELS } from '../../schema/rules/repair-status';
import { REQUEST_STATUS_LABELS } from '../../schema/rules/repairs';
import {
  ORDER_STATUSES,
  type OrderStatus,
  REPAIR_STATUSES,
  REQUEST_STATUSES,
  type RepairStatus,
  type RequestStatus,
} from '../../schema/vocabulary';

/** GraphQL spells the states in capitals; the labels are keyed by the lower-case names. */
const lower = <T extends string>(value: string) => value.toLowerCase() as T;

export const requestStatusLabel = (status: string) =>
  REQUEST_STATUS_LABELS[lower<RequestStatus>(status)];
export const repairStatusLabel = (status: string) =>
  REPAIR_STATUS_LABELS[lower<RepairStatus>(status)];
export const orderStatusLabel = (status: string) => ORDER_STATUS_LABELS[lower<OrderStatus>(status)];

export const REQUEST_STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({
  value: status.toUpperCase() as Uppercase<RequestStatus>,
  label: REQUEST_STATUS_LABELS[status],
}));
export const REPAIR_STATUS_OPTIONS = REPAIR_STATUSES.map((status) => ({
  value: status.toUpperCase() as Uppercase<RepairStatus>,
  label: REPAIR_STATUS_LABELS[status],
}));
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status.toUpperCase() as Uppercase<OrderStatus>,
  label: ORDER_STATUS_LABELS[status],
}));
