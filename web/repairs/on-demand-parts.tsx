import { type ComponentType, Suspense } from 'react';
import { page } from '../app/lazy-page';

/** A part of a form fetched when the form first shows it, drawing nothing until it is in. */
function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const { Component } = page(load);
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/**
 * What the quote and shipping forms show only to some: the warranty notice to a form opened from
 * a warranty link, the saved devices to a signed-in customer. Neither is in the forms' first load.
 */
export const WarrantyClaimNotice = onDemand(
  async () => (await import('./WarrantyClaimNotice')).WarrantyClaimNotice,
);
export const AccountDevicePicker = onDemand(
  async () => (await import('./AccountDevicePicker')).AccountDevicePicker,
);
