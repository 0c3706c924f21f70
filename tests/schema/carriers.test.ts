import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  isTrackingNumber,
  normaliseTrackingNumber,
  parcelLink,
  trackingLink,
  trackingNumberMessage,
} from '../../schema/rules/carriers';
import { shipmentErrors, shippingFormErrors } from '../../schema/rules/shipment-checks';
import { CARRIER_FOR_NUMBER_MESSAGE, storedShipment } from '../../schema/rules/shipments';
import { CARRIER, type Carrier } from '../../schema/vocabulary';

/** Per carrier: numbers it prints (normalised) and numbers it could not have printed. */
const NUMBERS: Record<Carrier, { valid: string[]; invalid: string[] }> = {
  brt: {
    valid: ['088123456789', '1234567890123456789'],
    invalid: ['08812345678', '0881234567890', 'BRT123456789', '1Z999AA10123456784'],
  },
  gls: {
    valid: ['12345678901', '123456789012', 'M1123456789', 'TO123456789'],
    invalid: ['1234567890', '1234567890123', 'M112345678'],
  },
  sda: {
    valid: ['1234567890123', '3UW1A23456789', 'RR123456785IT'],
    invalid: ['123456789012', 'RR123456784IT', '12345678901234'],
  },
  poste: {
    valid: ['150123456789', '1501234567890', '3UW1A23456789', 'RR123456785IT'],
    invalid: ['15012345678', 'RR123456789IT', 'ABCDEFGHIJKLM', '15012345678901'],
  },
  dhl: {
    valid: ['1234567891'],
    invalid: ['123456789', '12345678901', 'JJD0123456789'],
  },
  ups: {
    valid: ['1Z999AA10123456784'],
    invalid: ['1Z999AA10123456785', '1Z999AA1012345678', '2Z999AA10123456784'],
  },
  fedex: {
    valid: ['123456789', '123456789012', '123456789012345', 'GE123456785WW'],
    invalid: ['1234567890', '12345678901234', 'GE123456780WW'],
  },
};

describe('the carriers table', () => {
  it('has a row for every carrier of the vocabulary, each named as customers know it', () => {
    expect(Object.keys(CARRIERS).sort()).toEqual([...CARRIER.values].sort());
    expect(CARRIER.values.map((carrier) => CARRIER.label(carrier))).toEqual([
      'BRT',
      'GLS',
      'SDA',
      'Poste Italiane',
      'DHL Express',
      'UPS',
      'TNT / FedEx',
    ]);
  });

  for (const carrier of CARRIER.values) {
    it(`${CARRIER.label(carrier)}: takes the numbers it prints and refuses the others`, () => {
      for (const number of NUMBERS[carrier].valid) {
        expect(isTrackingNumber(carrier, number), number).toBe(true);
      }
      for (const number of NUMBERS[carrier].invalid) {
        expect(isTrackingNumber(carrier, number), number).toBe(false);
      }
    });

    it(`${CARRIER.label(carrier)}: links to its own https tracking page with the number`, () => {
      const number = NUMBERS[carrier].valid[0] ?? '';
      const link = new URL(trackingLink(carrier, number));
      expect(link.protocol).toBe('https:');
      expect(link.href).toContain(number);
    });
  }

  it('reads numbers as people copy them: spaces dropped, upper case', () => {
    expect(normaliseTrackingNumber(' 1z 999 aa1 0123 456784 ')).toBe('1Z999AA10123456784');
    expect(trackingLink('ups', '1z999aa1 0123456784')).toBe(
      'https://www.ups.com/track?loc=it_IT&tracknum=1Z999AA10123456784',
    );
  });

  it('picks the BRT page for its numero di spedizione or its 19-digit code', () => {
    expect(trackingLink('brt', '088123456789')).toBe(
      'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=088123456789',
    );
    expect(trackingLink('brt', '1234567890123456789')).toContain('brtCode=1234567890123456789');
  });

  it('says what the carrier prints when a number is not its own', () => {
    expect(trackingNumberMessage('brt')).toBe(
      'Questo non sembra un numero di spedizione BRT: ha 12 cifre (numero di spedizione) o 19 cifre (codice BRT).',
    );
    expect(trackingNumberMessage('ups')).toBe(
      'Questo non sembra un numero di spedizione UPS: ha 18 caratteri che iniziano con 1Z.',
    );
  });
});

describe('a parcel link', () => {
  it('is built from the table for a chosen carrier, whatever was stored', () => {
    expect(
      parcelLink({ carrierCode: 'dhl', trackingNumber: '1234567891', trackingUrl: 'https://x.it' }),
    ).toBe(
      'https://www.dhl.com/it-it/home/tracking/tracking-express.html?submit=1&tracking-id=1234567891',
    );
    expect(parcelLink({ carrierCode: 'dhl', trackingNumber: null, trackingUrl: null })).toBeNull();
  });

  it('is the typed page of an order shipped before the table existed', () => {
    expect(
      parcelLink({ carrierCode: null, trackingNumber: 'X1', trackingUrl: 'https://brt.it/t/X1' }),
    ).toBe('https://brt.it/t/X1');
  });
});

describe('the checks of a parcel', () => {
  it('takes nothing on an optional form, and a carrier with a number it prints', () => {
    expect(shipmentErrors({ carrier: '', trackingNumber: '' }, false)).toEqual({});
    expect(shipmentErrors({ carrier: 'gls', trackingNumber: '' }, false)).toEqual({});
    expect(shipmentErrors({ carrier: 'brt', trackingNumber: '0881 2345 6789' }, true)).toEqual({});
  });

  it('refuses a number without its carrier, or one the carrier does not print', () => {
    expect(shipmentErrors({ carrier: '', trackingNumber: '088123456789' }, false)).toEqual({
      carrier: CARRIER_FOR_NUMBER_MESSAGE,
    });
    expect(shipmentErrors({ carrier: 'dhl', trackingNumber: '088123456789' }, false)).toEqual({
      trackingNumber: trackingNumberMessage('dhl'),
    });
  });

  it('needs both when staff record a parcel, and refuses a carrier off the list', () => {
    expect(shipmentErrors({ carrier: '', trackingNumber: '' }, true)).toEqual({
      carrier: 'Il campo non deve essere vuoto.',
      trackingNumber: 'Il campo non deve essere vuoto.',
    });
    expect(shipmentErrors({ carrier: 'dpd', trackingNumber: '' }, false)).toEqual({
      carrier: 'Scegli una delle opzioni proposte.',
    });
    expect(shipmentErrors({ carrier: 'brt', trackingNumber: '1'.repeat(41) }, false)).toEqual({
      trackingNumber: 'Il massimo valore deve essere 40.',
    });
  });

  it('keeps the number normalised and no carrier for none', () => {
    expect(storedShipment({ carrier: 'ups', trackingNumber: ' 1z999aa10123456784 ' })).toEqual({
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(storedShipment({ carrier: '', trackingNumber: '  ' })).toEqual({
      carrier: null,
      trackingNumber: null,
    });
  });

  it("adds the parcel's messages to the shipping form's own", () => {
    const errors = shippingFormErrors({
      senderName: 'Anna Rossi',
      street: 'Via Roma 1',
      postalCode: '20100',
      city: 'Milano',
      province: 'MI',
      phone: '3331234567',
      email: 'anna@example.it',
      device: 'iPhone 13',
      problem: 'Lo schermo non si accende più.',
      codLock: '00000',
      carrier: 'sda',
      trackingNumber: 'ABC',
      acceptRules: true,
    });
    expect(errors).toEqual({ trackingNumber: trackingNumberMessage('sda') });
  });
});
