import { describe, expect, it } from 'vitest';
import { invoiceFacts } from '../../schema/rules/invoice-facts';
import {
  billingAddressOf,
  INVOICE_MESSAGES,
  type InvoiceFields,
  invoiceErrors,
  invoiceHolder,
  invoiceKindOf,
  invoiceRecord,
  invoiceSummary,
  NO_SDI_CODE,
} from '../../schema/rules/invoices';
import { EXPORT_MESSAGES, exportDateTime, exportRange } from '../../schema/rules/order-export';

const PERSON = 'RSSMRA85T10A562S';
const VAT = '04827150964';

const invoice = (fields: Partial<InvoiceFields> = {}): InvoiceFields => ({
  wantsInvoice: true,
  invoiceKind: 'privato',
  invoiceTaxCode: PERSON,
  invoiceCompany: '',
  invoiceSdiCode: '',
  invoicePec: '',
  billingDifferent: false,
  billingStreet: '',
  billingPostalCode: '',
  billingCity: '',
  billingProvince: '',
  ...fields,
});

const company = (fields: Partial<InvoiceFields> = {}) =>
  invoice({
    invoiceKind: 'azienda',
    invoiceTaxCode: VAT,
    invoiceCompany: 'Rossi S.r.l.',
    ...fields,
  });

describe('invoiceErrors', () => {
  it('asks nothing without an invoice, whatever the fields hold', () => {
    expect(invoiceErrors(invoice({ wantsInvoice: false, invoiceTaxCode: 'x' }))).toEqual({});
  });

  it('lets a private customer leave both SDI code and PEC empty', () => {
    expect(invoiceErrors(invoice())).toEqual({});
  });

  it('takes a private customer with an SDI code, a PEC or both', () => {
    expect(invoiceErrors(invoice({ invoiceSdiCode: 'm5uxcr1' }))).toEqual({});
    expect(invoiceErrors(invoice({ invoicePec: 'mario.rossi@pec.it' }))).toEqual({});
    expect(
      invoiceErrors(invoice({ invoiceSdiCode: 'M5UXCR1', invoicePec: 'mario.rossi@pec.it' })),
    ).toEqual({});
  });

  it('refuses a company that gives neither SDI code nor PEC, naming both', () => {
    expect(invoiceErrors(company())).toEqual({ invoiceSdiCode: INVOICE_MESSAGES.companyRecipient });
    expect(INVOICE_MESSAGES.companyRecipient).toMatch(/SDI.*PEC/);
    // "0000000" reaches nobody: it is what a person without a code gets, not a company's address.
    expect(invoiceErrors(company({ invoiceSdiCode: NO_SDI_CODE }))).toEqual({
      invoiceSdiCode: INVOICE_MESSAGES.companyRecipient,
    });
  });

  it('takes a company with an SDI code or a PEC', () => {
    expect(invoiceErrors(company({ invoiceSdiCode: 'M5UXCR1' }))).toEqual({});
    expect(invoiceErrors(company({ invoicePec: 'amministrazione@pec.rossi.it' }))).toEqual({});
    expect(
      invoiceErrors(company({ invoiceSdiCode: NO_SDI_CODE, invoicePec: 'a@pec.rossi.it' })),
    ).toEqual({});
  });

  it('refuses an SDI code that is not 7 letters and digits', () => {
    for (const code of ['M5UXCR', 'M5UX-R1', 'M5UXCR12', 'M5U CR1']) {
      expect(invoiceErrors(invoice({ invoiceSdiCode: code })).invoiceSdiCode, code).toBeDefined();
    }
    expect(invoiceErrors(invoice({ invoiceSdiCode: 'M5UX-R1' }))).toEqual({
      invoiceSdiCode: INVOICE_MESSAGES.sdiCode,
    });
    expect(invoiceErrors(company({ invoiceSdiCode: 'M5UXCR12' }))).toEqual({
      invoiceSdiCode: 'Il massimo valore deve essere 7.',
    });
  });

  it('refuses a PEC that is not an e-mail address, for companies and people alike', () => {
    expect(invoiceErrors(invoice({ invoicePec: 'pec.rossi.it' }))).toEqual({
      invoicePec: INVOICE_MESSAGES.pec,
    });
    expect(invoiceErrors(company({ invoicePec: 'rossi@pec' }))).toEqual({
      invoicePec: INVOICE_MESSAGES.pec,
    });
  });

  it('wants a 16-character codice fiscale from a person and a partita IVA from a company', () => {
    expect(invoiceErrors(invoice({ invoiceTaxCode: 'RSSMRA85T10A562X' }))).toEqual({
      invoiceTaxCode: 'Il codice fiscale non è valido.',
    });
    expect(invoiceErrors(invoice({ invoiceTaxCode: VAT }))).toEqual({
      invoiceTaxCode: INVOICE_MESSAGES.personalCode,
    });
    expect(invoiceErrors(invoice({ invoiceTaxCode: '' }))).toEqual({
      invoiceTaxCode: 'Il campo non deve essere vuoto.',
    });
    expect(invoiceErrors(company({ invoiceTaxCode: PERSON, invoiceSdiCode: 'M5UXCR1' }))).toEqual({
      invoiceTaxCode: 'La partita IVA non è valida.',
    });
    expect(
      invoiceErrors(company({ invoiceTaxCode: `IT ${VAT}`, invoiceSdiCode: 'M5UXCR1' })),
    ).toEqual({});
  });

  it('wants the ragione sociale of a company, and a known kind', () => {
    expect(invoiceErrors(company({ invoiceCompany: ' ', invoiceSdiCode: 'M5UXCR1' }))).toEqual({
      invoiceCompany: 'Il campo non deve essere vuoto.',
    });
    expect(invoiceErrors(invoice({ invoiceKind: 'ente' })).invoiceKind).toBe(
      'Scegli una delle opzioni proposte.',
    );
  });

  it('checks a different billing address with the shipping address rules, and only then', () => {
    expect(invoiceErrors(invoice({ billingStreet: 'x' }))).toEqual({});
    expect(
      invoiceErrors(
        invoice({
          billingDifferent: true,
          billingStreet: 'V',
          billingPostalCode: '2012',
          billingCity: '',
          billingProvince: 'ZZ',
        }),
      ),
    ).toEqual({
      billingStreet: 'Il minimo valore deve essere 3.',
      billingPostalCode: 'Il CAP deve avere 5 cifre.',
      billingCity: 'Il campo non deve essere vuoto.',
      billingProvince: 'Inserisci la sigla di una provincia italiana (es. MI).',
    });
  });

  it('refuses unprintable text in any invoice field', () => {
    expect(invoiceErrors(invoice({ invoicePec: 'a\u202e@pec.it' })).invoicePec).toBe(
      'Il testo contiene caratteri non ammessi.',
    );
  });
});

describe('invoiceRecord', () => {
  it('stores nothing without an invoice', () => {
    expect(Object.values(invoiceRecord(invoice({ wantsInvoice: false })))).toEqual(
      Array(8).fill(null),
    );
  });

  it('stores "0000000" for a person who gave no SDI code, in their own name', () => {
    expect(
      invoiceRecord(invoice({ invoiceTaxCode: ' rssmra85t10a562s ', invoiceCompany: 'X' })),
    ).toEqual({
      invoiceTaxCode: PERSON,
      invoiceCompany: null,
      invoiceSdiCode: NO_SDI_CODE,
      invoicePec: null,
      billingStreet: null,
      billingPostalCode: null,
      billingCity: null,
      billingProvince: null,
    });
  });

  it('stores a company with its code in capitals, the PEC in lower case and the billing address', () => {
    const record = invoiceRecord(
      company({
        invoiceTaxCode: 'IT 04827150964',
        invoiceCompany: ' Rossi S.r.l. ',
        invoiceSdiCode: ' m5uxcr1 ',
        invoicePec: 'Amministrazione@PEC.rossi.it',
        billingDifferent: true,
        billingStreet: ' Via Dante 3 ',
        billingPostalCode: '00184',
        billingCity: 'Roma',
        billingProvince: 'rm',
      }),
    );
    expect(record).toEqual({
      invoiceTaxCode: VAT,
      invoiceCompany: 'Rossi S.r.l.',
      invoiceSdiCode: 'M5UXCR1',
      invoicePec: 'amministrazione@pec.rossi.it',
      billingStreet: 'Via Dante 3',
      billingPostalCode: '00184',
      billingCity: 'Roma',
      billingProvince: 'RM',
    });
    expect(billingAddressOf(record)).toEqual({
      street: 'Via Dante 3',
      postalCode: '00184',
      city: 'Roma',
      province: 'RM',
    });
    expect(invoiceHolder({ ...record, firstName: 'Mario', lastName: 'Rossi' })).toBe(
      'Rossi S.r.l.',
    );
    expect(invoiceKindOf(record.invoiceTaxCode ?? '')).toBe('azienda');
  });

  it('keeps no billing address when it is the shipping one', () => {
    const record = invoiceRecord(company({ invoicePec: 'a@pec.it', billingStreet: 'Via X 1' }));
    expect(billingAddressOf(record)).toBeNull();
    expect(invoiceKindOf(PERSON)).toBe('privato');
    expect(invoiceHolder({ invoiceCompany: null, firstName: 'Mario', lastName: 'Rossi' })).toBe(
      'Mario Rossi',
    );
  });
});

describe('exportRange', () => {
  it('covers whole Rome days, both included, across a change of the clocks', () => {
    // 2026-03-29: clocks go forward; Rome midnight is 23:00 UTC the day before in winter.
    expect(exportRange('2026-03-01', '2026-03-29')).toEqual({
      ok: true,
      fromMs: Date.UTC(2026, 1, 28, 23),
      untilMs: Date.UTC(2026, 2, 29, 22),
    });
    expect(exportRange('2026-07-15', '2026-07-15')).toEqual({
      ok: true,
      fromMs: Date.UTC(2026, 6, 14, 22),
      untilMs: Date.UTC(2026, 6, 15, 22),
    });
  });

  it('refuses a malformed or impossible day, a reversed range and more than 366 days', () => {
    expect(exportRange('2026-02-30', '2026-03-01')).toEqual({
      ok: false,
      field: 'from',
      message: EXPORT_MESSAGES.date,
    });
    expect(exportRange('2026-01-01', '1/2/2026')).toMatchObject({ ok: false, field: 'to' });
    expect(exportRange('2026-03-02', '2026-03-01')).toEqual({
      ok: false,
      field: 'to',
      message: EXPORT_MESSAGES.order,
    });
    expect(exportRange('2025-01-01', '2026-01-01')).toMatchObject({ ok: true });
    expect(exportRange('2024-01-01', '2025-01-01')).toEqual({
      ok: false,
      field: 'to',
      message: EXPORT_MESSAGES.span,
    });
  });

  it("writes times in the shop's zone", () => {
    expect(exportDateTime(Date.UTC(2026, 10, 23, 20, 5))).toBe('2026-11-23 21:05');
  });
});

describe('invoiceSummary and invoiceFacts', () => {
  const buyer = { firstName: 'Maria', lastName: 'Rossi' };

  it('read nothing back from an order that asked for no invoice', () => {
    expect(invoiceSummary({ ...buyer, ...invoiceRecord(invoice({ wantsInvoice: false })) })).toBe(
      null,
    );
  });

  it("read a person's invoice back in their name, at the shipping address, with the PEC given", () => {
    const summary = invoiceSummary({
      ...buyer,
      ...invoiceRecord(invoice({ invoicePec: ' Maria.Rossi@PEC.it ' })),
    });
    expect(summary && invoiceFacts(summary)).toEqual([
      ['Fattura intestata a', 'Maria Rossi (Privato)'],
      ['Codice fiscale', PERSON],
      ['Codice destinatario SDI', NO_SDI_CODE],
      ['PEC', 'maria.rossi@pec.it'],
      ['Indirizzo di fatturazione', 'Lo stesso della spedizione'],
    ]);
  });

  it("read a business's invoice back under its partita IVA and its own billing address", () => {
    const summary = invoiceSummary({
      ...buyer,
      ...invoiceRecord(
        company({
          invoiceSdiCode: 'm5uxcr1',
          billingDifferent: true,
          billingStreet: 'Corso Francia 8',
          billingPostalCode: '10143',
          billingCity: 'Torino',
          billingProvince: 'to',
        }),
      ),
    });
    expect(summary && invoiceFacts(summary)).toEqual([
      ['Fattura intestata a', 'Rossi S.r.l. (Azienda o professionista)'],
      ['Partita IVA', VAT],
      ['Codice destinatario SDI', 'M5UXCR1'],
      ['Indirizzo di fatturazione', 'Corso Francia 8, 10143 Torino (TO)'],
    ]);
  });
});
