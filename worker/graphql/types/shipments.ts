import type { RepairShipmentRow } from '../../../schema/db/repair-shipments';
import { shipmentErrors } from '../../../schema/rules/shipment-checks';
import { storedShipment } from '../../../schema/rules/shipments';
import { CARRIER, SHIPMENT_DIRECTION } from '../../../schema/vocabulary';
import { refusedIf, rowId } from '../../input';
import { parcelOf } from '../../repairs/shipments';
import { setRepairShipment } from '../../repairs/shipments-staff';
import { builder } from '../builder';
import { CarrierRef } from './carriers';
import { AdminRepair, Repair } from './repairs';
import { AdminShippingForm } from './requests-staff';
import { vocabularyEnum } from './vocabulary-enum';

const ShipmentDirectionRef = vocabularyEnum('ShipmentDirection', SHIPMENT_DIRECTION);

const RepairShipment = builder.objectRef<RepairShipmentRow>('RepairShipment').implement({
  description: "A repair's parcel one way: to the lab, or back to the customer.",
  fields: (t) => ({
    direction: t.field({ type: ShipmentDirectionRef, resolve: (row) => row.direction }),
    carrier: t.field({ type: CarrierRef, resolve: (row) => row.carrier }),
    carrierName: t.string({
      description: "The courier's name as the customer knows it.",
      resolve: (row) => CARRIER.label(row.carrier),
    }),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
    trackingUrl: t.string({
      nullable: true,
      description: "The courier's public tracking page, built from the carriers' table.",
      resolve: (row) => parcelOf(row).trackingUrl ?? null,
    }),
    recordedAt: t.expose('recordedAtMs', { type: 'DateTime' }),
  }),
});

for (const ref of [Repair, AdminRepair]) {
  builder.objectField(ref, 'shipments', (t) =>
    t.field({
      type: [RepairShipment],
      maxItems: SHIPMENT_DIRECTION.values.length,
      description: 'The parcels recorded for the repair, the way to the lab first.',
      resolve: (repair, _args, ctx) => ctx.repairs.shipments.load(repair.id),
    }),
  );
}

builder.objectFields(AdminShippingForm, (t) => ({
  carrier: t.field({
    type: CarrierRef,
    nullable: true,
    description: 'The courier the sender named, if any.',
    resolve: (row) => row.carrier,
  }),
  trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
}));

builder.mutationField('adminSetRepairShipment', (t) =>
  t.withAuth({ staff: true }).field({
    type: AdminRepair,
    description:
      "Records or corrects a repair's parcel one way: the carrier, and a tracking number it prints; " +
      'the customer sees it with the tracking link on the status page.',
    args: {
      repairId: t.arg.id({ required: true }),
      direction: t.arg({ type: ShipmentDirectionRef, required: true }),
      carrier: t.arg({ type: CarrierRef, required: true }),
      trackingNumber: t.arg.string({ required: true }),
    },
    resolve: (_root, { repairId, direction, carrier, trackingNumber }, ctx) => {
      refusedIf(shipmentErrors({ carrier, trackingNumber }, true));
      return setRepairShipment(ctx.db, ctx.viewer, rowId(repairId, 'repairId'), direction, {
        carrier,
        trackingNumber: storedShipment({ carrier, trackingNumber }).trackingNumber,
      });
    },
  }),
);
