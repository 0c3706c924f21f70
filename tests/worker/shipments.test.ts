import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { trackingNumberMessage } from '../../schema/rules/carriers';
import { CARRIER_FOR_NUMBER_MESSAGE } from '../../schema/rules/shipments';
import { graphql } from '../../web/graphql';
import { CHOSEN_CARRIER_MESSAGE } from '../../worker/orders/staff';
import { codes, gql } from './client';
import {
  advanceOrder,
  asStaff,
  fromNewClient,
  NOT_STAFF,
  orderPlaced,
  REPAIR,
  rowCount,
  SHIPPING_FORM,
  seedRepair,
} from './fixtures';
import { writtenMails } from './outbox-mail';

const SUBMIT = graphql(`mutation S($input: ShippingFormInput!) {
  submitShippingForm(input: $input) { id number }
}`);

const OPEN_FROM_FORM = graphql(`mutation O($id: ID!) {
  adminCreateRepairFromShippingForm(shippingFormId: $id) { id code email }
}`);

const SET = graphql(`mutation Set(
  $repairId: ID!, $direction: ShipmentDirection!, $carrier: Carrier!, $trackingNumber: String!
) {
  adminSetRepairShipment(
    repairId: $repairId, direction: $direction, carrier: $carrier, trackingNumber: $trackingNumber
  ) {
    shipments { direction carrier carrierName trackingNumber trackingUrl }
  }
}`);

const STATUS = graphql(`query R($code: String!, $email: String!) {
  repairStatus(code: $code, email: $email) {
    shipments { direction carrier carrierName trackingNumber trackingUrl recordedAt }
  }
}`);

const MOVE = graphql(`mutation M($id: ID!, $status: RepairStatus!) {
  adminUpdateRepairStatus(id: $id, status: $status) { status }
}`);

const BRT_LINK =
  'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=088123456789';

const publicShipments = async () =>
  (await gql(STATUS, { code: REPAIR.code, email: REPAIR.email }, fromNewClient())).body.data
    ?.repairStatus?.shipments;

describe('the shipping form names the courier', () => {
  it('keeps the carrier and the number, normalised, and the repair opened from it gets them', async () => {
    const input = { ...SHIPPING_FORM, carrier: 'GLS' as const, trackingNumber: ' m1 123456789 ' };
    const sent = await gql(SUBMIT, { input }, fromNewClient());
    expect(sent.body.errors).toBeUndefined();
    const formId = sent.body.data?.submitShippingForm.id ?? '';
    const row = await env.DB.prepare(
      'SELECT carrier, tracking_number FROM list_module_assist',
    ).first<Record<string, unknown>>();
    expect(row).toEqual({ carrier: 'gls', tracking_number: 'M1123456789' });

    const opened = await gql(OPEN_FROM_FORM, { id: formId }, asStaff());
    const repair = opened.body.data?.adminCreateRepairFromShippingForm;
    const { body } = await gql(
      STATUS,
      { code: repair?.code ?? '', email: repair?.email ?? '' },
      fromNewClient(),
    );
    expect(body.data?.repairStatus?.shipments).toEqual([
      {
        direction: 'ANDATA',
        carrier: 'GLS',
        carrierName: 'GLS',
        trackingNumber: 'M1123456789',
        trackingUrl:
          'https://gls-group.com/IT/it/servizi-online/ricerca-spedizioni/?match=M1123456789',
        recordedAt: expect.any(String),
      },
    ]);
  });

  it('opens a repair with no parcel when the form named no courier', async () => {
    const sent = await gql(SUBMIT, { input: SHIPPING_FORM }, fromNewClient());
    const formId = sent.body.data?.submitShippingForm.id ?? '';
    await gql(OPEN_FROM_FORM, { id: formId }, asStaff());
    expect(await rowCount('list_repair')).toBe(1);
    expect(await rowCount('repair_shipments')).toBe(0);
  });

  it('refuses a number the courier does not print, or one without its courier, writing nothing', async () => {
    for (const [shipment, fields] of [
      [
        { carrier: 'UPS', trackingNumber: '088123456789' },
        { trackingNumber: trackingNumberMessage('ups') },
      ],
      [{ trackingNumber: '088123456789' }, { carrier: CARRIER_FOR_NUMBER_MESSAGE }],
    ] as const) {
      const { body } = await gql(
        SUBMIT,
        { input: { ...SHIPPING_FORM, ...shipment } },
        fromNewClient(),
      );
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      expect(body.errors?.[0]?.extensions.fields).toEqual(fields);
    }
    expect(await rowCount('list_module_assist')).toBe(0);
    expect(await rowCount('outbox')).toBe(0);
  });
});

describe("staff record a repair's parcels", () => {
  it('sets the return parcel with an audit row, and the status page shows its link', async () => {
    await seedRepair({ status: 'pronto_per_il_ritiro' }, [{ status: 'ricevuto' }]);
    const { body } = await gql(
      SET,
      {
        repairId: REPAIR.id,
        direction: 'RITORNO',
        carrier: 'BRT',
        trackingNumber: '0881 2345 6789',
      },
      asStaff(),
    );
    expect(body.errors).toBeUndefined();
    const shown = {
      direction: 'RITORNO',
      carrier: 'BRT',
      carrierName: 'BRT',
      trackingNumber: '088123456789',
      trackingUrl: BRT_LINK,
    };
    expect(body.data?.adminSetRepairShipment.shipments).toEqual([shown]);
    expect(await publicShipments()).toEqual([{ ...shown, recordedAt: expect.any(String) }]);
    const audit = await env.DB.prepare('SELECT action, entity_id, summary FROM admin_audit').first<
      Record<string, unknown>
    >();
    expect(audit).toEqual({
      action: 'repair.shipment',
      entity_id: REPAIR.id,
      summary: `${REPAIR.code}: Di ritorno al cliente, BRT 088123456789`,
    });
  });

  it('corrects a parcel in place: one each way', async () => {
    await seedRepair();
    const set = (carrier: 'DHL' | 'UPS', trackingNumber: string) =>
      gql(SET, { repairId: REPAIR.id, direction: 'RITORNO', carrier, trackingNumber }, asStaff());
    await set('DHL', '1234567891');
    const { body } = await set('UPS', '1Z999AA10123456784');
    expect(body.data?.adminSetRepairShipment.shipments.map((s) => s.trackingUrl)).toEqual([
      'https://www.ups.com/track?loc=it_IT&tracknum=1Z999AA10123456784',
    ]);
    expect(await rowCount('repair_shipments')).toBe(1);
    expect(await rowCount('admin_audit')).toBe(2);
  });

  it('refuses a bad number or none with the Italian message, and changes nothing', async () => {
    await seedRepair();
    for (const [trackingNumber, message] of [
      ['12345', trackingNumberMessage('poste')],
      ['   ', 'Il campo non deve essere vuoto.'],
    ] as const) {
      const { body } = await gql(
        SET,
        { repairId: REPAIR.id, direction: 'RITORNO', carrier: 'POSTE', trackingNumber },
        asStaff(),
      );
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      expect(body.errors?.[0]?.extensions.fields).toEqual({ trackingNumber: message });
    }
    expect(await rowCount('repair_shipments')).toBe(0);
    expect(await rowCount('admin_audit')).toBe(0);
    expect(await publicShipments()).toEqual([]);
  });

  it('is for staff only, and says so for a repair that does not exist', async () => {
    await seedRepair();
    const variables = {
      repairId: REPAIR.id,
      direction: 'RITORNO' as const,
      carrier: 'DHL' as const,
      trackingNumber: '1234567891',
    };
    for (const { who, code } of NOT_STAFF()) {
      expect(codes((await gql(SET, variables, who)).body)).toEqual([code]);
    }
    const missing = await gql(SET, { ...variables, repairId: 'nope' }, asStaff());
    expect(codes(missing.body)).toEqual(['NOT_FOUND']);
    expect(await rowCount('repair_shipments')).toBe(0);
  });

  it('puts the return tracking link in the "spedito" e-mail', async () => {
    await seedRepair({ status: 'pronto_per_il_ritiro' }, [{ status: 'ricevuto' }]);
    await gql(
      SET,
      { repairId: REPAIR.id, direction: 'RITORNO', carrier: 'BRT', trackingNumber: '088123456789' },
      asStaff(),
    );
    await gql(MOVE, { id: REPAIR.id, status: 'SPEDITO' }, asStaff());
    const [mail] = await writtenMails(eq(outbox.kind, 'repair.status-changed'));
    expect(mail?.text).toContain('Corriere: BRT');
    expect(mail?.text).toContain('088123456789');
    expect(mail?.html).toContain(`href="${BRT_LINK.replaceAll('&', '&amp;')}"`);
  });
});

const SHIP = graphql(`mutation Ship(
  $id: ID!, $carrierCode: Carrier, $tracking: String, $carrier: String, $url: String
) {
  adminAdvanceOrder(id: $id, from: IN_PREPARAZIONE, status: SPEDITO, carrierCode: $carrierCode,
    trackingNumber: $tracking, carrier: $carrier, trackingUrl: $url) {
    status carrier carrierCode trackingNumber trackingUrl
  }
}`);

const READ = graphql(`query Read($id: ID!, $token: String) {
  order(id: $id, token: $token) { status carrier carrierCode trackingNumber trackingUrl }
}`);

/** A cash-on-delivery order, which starts in preparation. */
const preparedOrder = () =>
  orderPlaced([{ productId: '6', quantity: 1 }], { input: { paymentMethod: 'CONTRASSEGNO' } });

describe('orders ship with a carrier from the table', () => {
  it("keeps the carrier's code and name, and builds the link for the buyer and the e-mail", async () => {
    const order = await preparedOrder();
    const { body } = await gql(
      SHIP,
      { id: order.id, carrierCode: 'SDA', tracking: '1234 5678 90123' },
      asStaff(),
    );
    const shipped = {
      status: 'SPEDITO',
      carrier: 'SDA',
      carrierCode: 'SDA',
      trackingNumber: '1234567890123',
      trackingUrl:
        'https://www.sda.it/wps/portal/Servizi_online/dettaglio-spedizione?locale=it&tracing.letteraVettura=1234567890123',
    };
    expect(body.data?.adminAdvanceOrder).toEqual(shipped);
    const read = await gql(READ, { id: order.id, token: order.accessToken });
    expect(read.body.data?.order).toEqual(shipped);
    const [mail] = await writtenMails(eq(outbox.kind, 'order.shipped'));
    expect(mail?.html).toContain('tracing.letteraVettura=1234567890123');
  });

  it('refuses a number the carrier does not print, or a typed carrier or link beside it', async () => {
    const order = await preparedOrder();
    const bad = await gql(SHIP, { id: order.id, carrierCode: 'DHL', tracking: 'ABC' }, asStaff());
    expect(bad.body.errors?.[0]?.extensions.fields).toEqual({
      trackingNumber: trackingNumberMessage('dhl'),
    });
    const typed = await gql(
      SHIP,
      { id: order.id, carrierCode: 'DHL', tracking: '1234567891', url: 'https://dhl.it/x' },
      asStaff(),
    );
    expect(codes(typed.body)).toEqual(['BAD_USER_INPUT']);
    expect(typed.body.errors?.[0]?.message).toBe(CHOSEN_CARRIER_MESSAGE);
    const read = await gql(READ, { id: order.id, token: order.accessToken });
    expect(read.body.data?.order?.status).toBe('IN_PREPARAZIONE');
    expect(await rowCount('outbox', "kind = 'order.shipped'")).toBe(0);
  });

  it('still reads an order shipped before the table, with its free-text carrier and link', async () => {
    const order = await preparedOrder();
    await advanceOrder(order.id, 'IN_PREPARAZIONE', 'SPEDITO');
    await env.DB.prepare(
      "UPDATE orders SET carrier = 'Corriere locale', tracking_number = 'CL-42', tracking_url = 'https://corriere.example/CL-42' WHERE id = ?",
    )
      .bind(order.id)
      .run();
    const read = await gql(READ, { id: order.id, token: order.accessToken });
    expect(read.body.data?.order).toEqual({
      status: 'SPEDITO',
      carrier: 'Corriere locale',
      carrierCode: null,
      trackingNumber: 'CL-42',
      trackingUrl: 'https://corriere.example/CL-42',
    });
  });
});
