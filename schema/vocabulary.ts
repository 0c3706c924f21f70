/**
 * The fixed vocabularies both sides speak: states, payment methods, device kinds, roles. Kept
 * apart from the table definitions so the browser can use them without bundling drizzle.
 */

export const ORDER_STATUSES = [
  'in_attesa_di_pagamento',
  'pagato',
  'in_preparazione',
  'spedito',
  'consegnato',
  'annullato',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['bonifico', 'contrassegno', 'ritiro'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The repair's states, in the order a repair usually goes through them. */
export const REPAIR_STATUSES = [
  'ricevuto',
  'in_diagnosi',
  'preventivo_inviato',
  'in_riparazione',
  'pronto_per_il_ritiro',
  'spedito',
  'consegnato',
  'annullato',
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** Where a request stands in the staff's hands. */
export const REQUEST_STATUSES = ['nuova', 'in_lavorazione', 'convertita', 'archiviata'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const DEVICE_CATEGORIES = [
  'smartphone',
  'tablet',
  'computer',
  'console',
  'smartwatch',
  'altro',
] as const;
export type DeviceCategory = (typeof DEVICE_CATEGORIES)[number];

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
