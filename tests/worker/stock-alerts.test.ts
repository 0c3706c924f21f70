import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { graphql } from '../../web/graphql';
import { CONFIRM_LINK_LIFE_MS, deliverDueStockAlerts } from '../../worker/catalogue/stock-alerts';
import { createDatabase } from '../../worker/db';
import type { Mailer } from '../../worker/mail/mailer';
import { CRONS, scheduled } from '../../worker/scheduled';
import { codes, gql } from './client';
import {
  asCustomer,
  asStaff,
  cancelOrder,
  catalogueRows,
  editProduct,
  fromNewClient,
  inOneRateWindow,
  newClientAddress,
  orderPlaced,
  RATE_WINDOW_TIMEOUT_MS,
  rowCount,
} from './fixtures';
import { CUSTOMER, signedIn } from './identity';
import { writtenMails } from './outbox-mail';

/** Product 8 of the seed: out of stock (stock 0, not on sale). */
const PS5 = { id: '8', name: 'PlayStation 5 Slim' };

const REQUEST = graphql(`mutation R($productId: ID!, $email: String!, $variantId: ID) {
  requestStockAlert(productId: $productId, email: $email, variantId: $variantId) {
    email needsConfirmation
  }
}`);
const CONFIRM = graphql(`mutation C($token: String!) {
  confirmStockAlert(token: $token) { email alreadyConfirmed variantLabel product { id name } }
}`);

const request = (
  email: string,
  productId = PS5.id,
  options: { headers: Record<string, string> } = fromNewClient(),
  variantId?: string,
) => gql(REQUEST, { productId, email, variantId }, options);
const confirm = (token: string) => gql(CONFIRM, { token }, fromNewClient());

const REFUSED = {
  invalid: "Il link non è valido: aprilo di nuovo dall'e-mail, per intero.",
  expired:
    "Il link di conferma è scaduto: chiedi di nuovo l'avviso dalla pagina del prodotto e ti inviamo un'e-mail con un link nuovo.",
  withdrawn:
    "Questo link non vale più: ti abbiamo inviato un link più recente, oppure la richiesta non c'è più. Puoi chiedere di nuovo l'avviso dalla pagina del prodotto.",
};

afterEach(() => {
  vi.useRealTimers();
});

/** The e-mails of one kind, oldest first. */
function mailsOf(kind: string) {
  return writtenMails(eq(outbox.kind, kind));
}
const confirmations = () => mailsOf('stock-alert.confirmation');
const backInStockMails = () => mailsOf('stock-alert.back-in-stock');

/** The confirmation link the address was last sent, as its plain text and HTML both carry it. */
async function confirmLinkFor(email: string): Promise<string> {
  const last = (await confirmations()).filter((mail) => mail.recipient === email).at(-1);
  if (!last) throw new Error(`no confirmation e-mail to ${email}`);
  const link = (last.text.match(/https?:\/\/[^\s<>]+/g) ?? []).find(
    (href) => new URL(href).pathname === '/avvisi/conferma',
  );
  if (!link) throw new Error(`no confirmation link in: ${last.text}`);
  expect(last.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  return link;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('t') ?? '';

/** The product page a back-in-stock e-mail links, path and query, as its text and HTML carry it. */
function productLinkIn(mail: { text: string; html: string }): string {
  const link = (mail.text.match(/https?:\/\/[^\s<>]+/g) ?? []).find((href) =>
    new URL(href).pathname.startsWith('/product-overview/'),
  );
  if (!link) throw new Error(`no product link in: ${mail.text}`);
  expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

/** A guest asks and follows the e-mailed link: the request waits for the product (or variant). */
async function confirmedGuest(email: string, productId = PS5.id, variantId?: string) {
  await request(email, productId, fromNewClient(), variantId);
  const { body } = await confirm(tokenOf(await confirmLinkFor(email)));
  expect(body.data?.confirmStockAlert.alreadyConfirmed).toBe(false);
}

/** Staff put the product on sale with this stock, over the stock they saw. */
async function staffSetStock(productId: string, stock: number) {
  const { body } = await editProduct(productId, { stock, inStock: true });
  expect(body.errors).toBeUndefined();
}

function statusOf(email: string) {
  return env.DB.prepare('SELECT status FROM stock_alerts WHERE email = ? ORDER BY id')
    .bind(email)
    .all<{ status: string }>()
    .then((rows) => rows.results.map((row) => row.status));
}

/** The token with one character of its signature changed. */
function tampered(token: string): string {
  const parts = token.split('.');
  const mac = parts[2] ?? '';
  parts[2] = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
  return parts.join('.');
}

const runMailSweep = () =>
  scheduled(createScheduledController({ cron: CRONS.mailSweep, scheduledTime: Date.now() }), env);

describe('a guest asks to be told', () => {
  it('gets a confirmation e-mail, the same answer byte for byte when asking again, and one request', async () => {
    const first = await request('Giocatore@Example.it');
    const again = await request(' giocatore@example.it ');
    expect(first.body).toEqual({
      data: { requestStockAlert: { email: 'giocatore@example.it', needsConfirmation: true } },
    });
    expect(again.text).toBe(first.text);
    expect(await statusOf('giocatore@example.it')).toEqual(['in_attesa_di_conferma']);
    const mails = await confirmations();
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['giocatore@example.it', `Conferma l'avviso per ${PS5.name}`],
      ['giocatore@example.it', `Conferma l'avviso per ${PS5.name}`],
    ]);
    // Only the newest link works.
    const links = mails.map((mail) => mail.text.match(/https?:\/\/\S+\/avvisi\/conferma\S*/)?.[0]);
    const older = await confirm(tokenOf(links[0] ?? ''));
    expect(older.body.errors?.[0]?.message).toBe(REFUSED.withdrawn);
  });

  it('confirms once through the link; the product back on sale sends one e-mail and the request is done', async () => {
    await request('uno@example.it');
    const token = tokenOf(await confirmLinkFor('uno@example.it'));
    const first = await confirm(token);
    expect(first.body.data?.confirmStockAlert).toEqual({
      email: 'uno@example.it',
      alreadyConfirmed: false,
      variantLabel: null,
      product: { id: PS5.id, name: PS5.name },
    });
    const second = await confirm(token);
    expect(second.body.data?.confirmStockAlert.alreadyConfirmed).toBe(true);
    expect(await statusOf('uno@example.it')).toEqual(['in_attesa']);
    expect(await backInStockMails()).toEqual([]);

    await staffSetStock(PS5.id, 3);
    const [mail, ...more] = await backInStockMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      recipient: 'uno@example.it',
      subject: `${PS5.name} è di nuovo disponibile`,
      ref: 'prodotto 8',
    });
    expect(mail?.text).toContain('https://shop.test/product-overview/8');
    expect(mail?.html).toContain('href="https://shop.test/product-overview/8"');
    expect(await statusOf('uno@example.it')).toEqual(['inviato']);
    // Followed after the e-mail: nothing more to do.
    expect((await confirm(token)).body.data?.confirmStockAlert.alreadyConfirmed).toBe(true);
  });

  it('sends nothing to an address that never confirmed', async () => {
    await request('distratto@example.it');
    await staffSetStock(PS5.id, 2);
    await runMailSweep();
    expect(await backInStockMails()).toEqual([]);
    expect(await statusOf('distratto@example.it')).toEqual(['in_attesa_di_conferma']);
  });

  it('refuses an altered, made-up or expired link in Italian, and confirms nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    await request('tardi@example.it');
    const token = tokenOf(await confirmLinkFor('tardi@example.it'));
    for (const forged of [tampered(token), token.slice(0, -3), 'abc']) {
      const { body } = await confirm(forged);
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      expect(body.errors?.[0]?.message).toBe(REFUSED.invalid);
    }
    vi.advanceTimersByTime(CONFIRM_LINK_LIFE_MS);
    const { body } = await confirm(token);
    expect(body.errors?.[0]?.message).toBe(REFUSED.expired);
    expect(await statusOf('tardi@example.it')).toEqual(['in_attesa_di_conferma']);
  });

  it('sends the e-mail at once when the product came back before the link was followed', async () => {
    await request('lento@example.it');
    await staffSetStock(PS5.id, 1);
    expect(await backInStockMails()).toEqual([]);
    await confirm(tokenOf(await confirmLinkFor('lento@example.it')));
    expect((await backInStockMails()).map((mail) => mail.recipient)).toEqual(['lento@example.it']);
  });

  it('refuses a product on sale, an unknown one and a bad address, in Italian, writing nothing', async () => {
    const onSale = await request('x@example.it', '1');
    expect(onSale.body.errors?.[0]).toMatchObject({
      message: 'Questo prodotto è disponibile: puoi ordinarlo subito.',
      extensions: { code: 'BAD_USER_INPUT', field: 'productId' },
    });
    const unknown = await request('x@example.it', '999');
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
    const notAnId = await request('x@example.it', 'abc');
    expect(codes(notAnId.body)).toEqual(['BAD_USER_INPUT']);
    const badAddress = await request('non-una-email');
    expect(badAddress.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { email: expect.any(String) },
    });
    expect(await rowCount('stock_alerts')).toBe(0);
    expect(await rowCount('outbox')).toBe(0);
  });
});

describe('a signed-in account', () => {
  it('with its own verified address waits at once, with no confirmation e-mail', async () => {
    const { body } = await request(CUSTOMER.email ?? '', PS5.id, asCustomer());
    expect(body.data?.requestStockAlert).toEqual({
      email: CUSTOMER.email,
      needsConfirmation: false,
    });
    expect(await confirmations()).toEqual([]);
    const row = await env.DB.prepare('SELECT status, account_uid FROM stock_alerts').first();
    expect(row).toEqual({ status: 'in_attesa', account_uid: CUSTOMER.uid });
    await staffSetStock(PS5.id, 4);
    expect((await backInStockMails()).map((mail) => mail.recipient)).toEqual([CUSTOMER.email]);
  });

  it('confirms its own earlier guest request at once', async () => {
    await request(CUSTOMER.email ?? '');
    await request(CUSTOMER.email ?? '', PS5.id, asCustomer());
    expect(await statusOf(CUSTOMER.email ?? '')).toEqual(['in_attesa']);
  });

  it('with another address, or an address not verified, confirms through the link like a guest', async () => {
    const other = await request('amica@example.it', PS5.id, asCustomer());
    expect(other.body.data?.requestStockAlert.needsConfirmation).toBe(true);
    const unverified = signedIn({ ...CUSTOMER, uid: 'nuovo-1', emailVerified: false });
    const own = await request(CUSTOMER.email ?? '', PS5.id, unverified);
    expect(own.body.data?.requestStockAlert.needsConfirmation).toBe(true);
    expect((await confirmations()).map((mail) => mail.recipient)).toEqual([
      'amica@example.it',
      CUSTOMER.email,
    ]);
  });
});

describe('back in stock, once', () => {
  it('sends one e-mail per request when the stock is raised twice, and a new request after that is a new one', async () => {
    await confirmedGuest('paziente@example.it');
    await staffSetStock(PS5.id, 2);
    await staffSetStock(PS5.id, 5);
    await staffSetStock(PS5.id, 0);
    await staffSetStock(PS5.id, 1);
    await runMailSweep();
    expect((await backInStockMails()).map((mail) => mail.recipient)).toEqual([
      'paziente@example.it',
    ]);
  });

  it("holds for an order's restock: the trigger marks the request due and the mail sweep writes it, once", async () => {
    await env.DB.prepare('UPDATE products SET stock = 1 WHERE id = 4').run();
    const order = await orderPlaced([{ productId: '4', quantity: 1 }]);
    await confirmedGuest('attesa.xps@example.it', '4');
    const { body } = await cancelOrder(order.id, 'IN_ATTESA_DI_PAGAMENTO');
    expect(body.errors).toBeUndefined();
    expect(await statusOf('attesa.xps@example.it')).toEqual(['da_inviare']);
    await runMailSweep();
    await staffSetStock('4', 6);
    await runMailSweep();
    const mails = await backInStockMails();
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['attesa.xps@example.it', 'XPS 13 è di nuovo disponibile'],
    ]);
    expect(await statusOf('attesa.xps@example.it')).toEqual(['inviato']);
  });

  it('marks requests due by the trigger whatever writes the stock, and two runs at once write each e-mail once', async () => {
    await confirmedGuest('primo@example.it');
    await confirmedGuest('secondo@example.it');
    await env.DB.prepare('UPDATE products SET stock = 2, in_stock = 1 WHERE id = 8').run();
    expect(await rowCount('stock_alerts', "status = 'da_inviare'")).toBe(2);
    const db = createDatabase(env.DB);
    const mail: Mailer = { origin: 'https://shop.test', dispatch: () => {}, announce: () => {} };
    const runs = await Promise.all([
      deliverDueStockAlerts(db, mail, Date.now()),
      deliverDueStockAlerts(db, mail, Date.now()),
    ]);
    expect(runs.flat().sort()).toHaveLength(2);
    expect((await backInStockMails()).map((m) => m.recipient).sort()).toEqual([
      'primo@example.it',
      'secondo@example.it',
    ]);
    expect(await rowCount('stock_alerts', "status = 'inviato'")).toBe(2);
  });

  it('does not fire while the product stays off sale, only when it is on sale with stock', async () => {
    await confirmedGuest('fuori@example.it');
    await env.DB.prepare('UPDATE products SET stock = 3 WHERE id = 8').run();
    expect(await statusOf('fuori@example.it')).toEqual(['in_attesa']);
    await env.DB.prepare('UPDATE products SET in_stock = 1 WHERE id = 8').run();
    expect(await statusOf('fuori@example.it')).toEqual(['da_inviare']);
  });
});

describe('limits', () => {
  it(
    'refuses the eleventh request a minute from one client before writing anything',
    async () => {
      inOneRateWindow();
      const client = { headers: { 'cf-connecting-ip': newClientAddress() } };
      for (let i = 1; i <= 10; i++) {
        const { body } = await request(`fila${i}@example.it`, PS5.id, client);
        expect(body.errors).toBeUndefined();
      }
      const { body } = await request('undicesimo@example.it', PS5.id, client);
      expect(codes(body)).toEqual(['TOO_MANY_REQUESTS']);
      expect(body.errors?.[0]?.message).toBe(
        'Hai inviato troppe richieste in poco tempo: riprova tra un minuto.',
      );
      expect(await rowCount('stock_alerts')).toBe(10);
    },
    RATE_WINDOW_TIMEOUT_MS,
  );
});

describe("the staff's count", () => {
  const PAGE = graphql(`query P($search: String) {
    adminProductPage(search: $search) {
      items { id }
      waitingStockAlerts { productId waiting variants { variantId label waiting } }
    }
  }`);

  it('shows the confirmed requests waiting per product of the page, in one more statement', async () => {
    const digital = await env.DB.prepare(
      "SELECT id FROM product_variants WHERE product_id = 8 AND size = '1TB Digital'",
    ).first<number>('id');
    await confirmedGuest('a@example.it');
    await confirmedGuest('b@example.it', PS5.id, String(digital));
    await confirmedGuest('c@example.it', PS5.id, String(digital));
    await request('non.confermato@example.it');
    const { body, headers } = await gql(
      PAGE,
      {},
      {
        headers: { ...asStaff().headers, 'x-d1-stats': '1' },
      },
    );
    const waiting = body.data?.adminProductPage.waitingStockAlerts ?? [];
    expect(waiting).toHaveLength(8);
    expect(waiting.find((row) => row.productId === PS5.id)).toEqual({
      productId: PS5.id,
      waiting: 3,
      variants: [{ variantId: String(digital), label: 'Bianco · 1TB Digital', waiting: 2 }],
    });
    expect(waiting.filter((row) => row.waiting > 0)).toHaveLength(1);
    const stats = JSON.parse(headers.get('x-d1-stats') ?? '{}') as { statements: number };
    expect(stats.statements).toBeLessThanOrEqual(3);
  });

  it('is for staff only', async () => {
    const { body } = await gql(PAGE, {}, asCustomer());
    expect(codes(body)).toEqual(['FORBIDDEN']);
  });
});

describe('a request for one variant', () => {
  /** The PS5's two variants, both sharing its stock (0, off sale) as the seed leaves them. */
  async function ps5Variants() {
    const rows = await env.DB.prepare(
      'SELECT id, size FROM product_variants WHERE product_id = 8 ORDER BY position',
    ).all<{ id: number; size: string }>();
    const bySize = new Map(rows.results.map((row) => [row.size, String(row.id)]));
    return { standard: bySize.get('1TB Standard') ?? '', digital: bySize.get('1TB Digital') ?? '' };
  }
  const STANDARD = `${PS5.name} · Bianco · 1TB Standard`;
  const DIGITAL = `${PS5.name} · Bianco · 1TB Digital`;
  const sql = (statement: string, ...values: unknown[]) =>
    env.DB.prepare(statement)
      .bind(...values)
      .run();
  const withdrawnMails = () => mailsOf('stock-alert.withdrawn');

  it('is taken while that variant cannot be bought, even if another can, and asking again is the same request', async () => {
    const { digital } = await ps5Variants();
    await sql('UPDATE product_variants SET stock = 0 WHERE id = ?', digital);
    await sql('UPDATE products SET stock = 4, in_stock = 1 WHERE id = 8');
    const wholeProduct = await request('tutto@example.it');
    expect(wholeProduct.body.errors?.[0]?.message).toBe(
      'Questo prodotto è disponibile: puoi ordinarlo subito.',
    );
    const first = await request('digitale@example.it', PS5.id, fromNewClient(), digital);
    const again = await request('digitale@example.it', PS5.id, fromNewClient(), digital);
    expect(again.text).toBe(first.text);
    expect(first.body.data?.requestStockAlert.needsConfirmation).toBe(true);
    expect(await statusOf('digitale@example.it')).toEqual(['in_attesa_di_conferma']);
    expect((await confirmations()).map((mail) => mail.subject)).toEqual([
      `Conferma l'avviso per ${DIGITAL}`,
      `Conferma l'avviso per ${DIGITAL}`,
    ]);
    const { body } = await confirm(tokenOf(await confirmLinkFor('digitale@example.it')));
    expect(body.data?.confirmStockAlert).toMatchObject({
      alreadyConfirmed: false,
      variantLabel: 'Bianco · 1TB Digital',
    });
    expect(await statusOf('digitale@example.it')).toEqual(['in_attesa']);
    const signedInAgain = await request(CUSTOMER.email ?? '', PS5.id, asCustomer(), digital);
    const signedInRepeat = await request(CUSTOMER.email ?? '', PS5.id, asCustomer(), digital);
    expect(signedInRepeat.text).toBe(signedInAgain.text);
    expect(await statusOf(CUSTOMER.email ?? '')).toEqual(['in_attesa']);
  });

  it('refuses a variant on sale, one of another product and a malformed id, in Italian', async () => {
    const { standard } = await ps5Variants();
    await sql('UPDATE products SET stock = 4, in_stock = 1 WHERE id = 8');
    const onSale = await request('x@example.it', PS5.id, fromNewClient(), standard);
    expect(onSale.body.errors?.[0]).toMatchObject({
      message: 'Questa variante è disponibile: puoi ordinarla subito.',
      extensions: { code: 'BAD_USER_INPUT', field: 'variantId' },
    });
    const other = await request('x@example.it', '4', fromNewClient(), standard);
    expect(other.body.errors?.[0]).toMatchObject({
      message: 'Variante non trovata.',
      extensions: { code: 'NOT_FOUND', field: 'variantId' },
    });
    const malformed = await request('x@example.it', PS5.id, fromNewClient(), 'abc');
    expect(codes(malformed.body)).toEqual(['BAD_USER_INPUT']);
    expect(await rowCount('stock_alerts')).toBe(0);
  });

  it('fires for a shared-stock variant when the shared stock returns, for an own-stock variant only when its own does, and for an old request on any', async () => {
    const { standard, digital } = await ps5Variants();
    await sql('UPDATE product_variants SET stock = 0 WHERE id = ?', digital);
    await confirmedGuest('qualsiasi@example.it');
    await confirmedGuest('standard@example.it', PS5.id, standard);
    await confirmedGuest('digitale@example.it', PS5.id, digital);
    await sql('UPDATE products SET in_stock = 1 WHERE id = 8');
    expect(await rowCount('stock_alerts', "status = 'da_inviare'")).toBe(0);

    await sql('UPDATE products SET stock = stock + 3 WHERE id = 8');
    expect(await statusOf('qualsiasi@example.it')).toEqual(['da_inviare']);
    expect(await statusOf('standard@example.it')).toEqual(['da_inviare']);
    expect(await statusOf('digitale@example.it')).toEqual(['in_attesa']);

    await sql('UPDATE product_variants SET stock = 2 WHERE id = ?', digital);
    expect(await statusOf('digitale@example.it')).toEqual(['da_inviare']);
    await runMailSweep();
    const mails = await backInStockMails();
    expect(mails.map((mail) => [mail.recipient, mail.subject]).sort()).toEqual([
      ['digitale@example.it', `${DIGITAL} è di nuovo disponibile`],
      ['qualsiasi@example.it', `${PS5.name} è di nuovo disponibile`],
      ['standard@example.it', `${STANDARD} è di nuovo disponibile`],
    ]);
    // Each links the page with its variant chosen; a request for any variant, the plain page.
    expect(mails.map((mail) => [mail.recipient, productLinkIn(mail)]).sort()).toEqual([
      ['digitale@example.it', '/product-overview/8?colore=Bianco&versione=1TB+Digital'],
      ['qualsiasi@example.it', '/product-overview/8'],
      ['standard@example.it', '/product-overview/8?colore=Bianco&versione=1TB+Standard'],
    ]);
  });

  it('fires for an own-stock variant put back on the shared stock, and when its product goes back on sale', async () => {
    const { standard, digital } = await ps5Variants();
    await sql('UPDATE product_variants SET stock = 0 WHERE id = ?', digital);
    await sql('UPDATE product_variants SET stock = 2 WHERE id = ?', standard);
    await confirmedGuest('digitale@example.it', PS5.id, digital);
    await confirmedGuest('standard@example.it', PS5.id, standard);
    await sql('UPDATE products SET stock = stock + 1 WHERE id = 8');
    expect(await statusOf('digitale@example.it')).toEqual(['in_attesa']);
    await sql('UPDATE products SET in_stock = 1 WHERE id = 8');
    expect(await statusOf('standard@example.it')).toEqual(['da_inviare']);
    expect(await statusOf('digitale@example.it')).toEqual(['in_attesa']);
    await sql('UPDATE product_variants SET stock = NULL WHERE id = ?', digital);
    expect(await statusOf('digitale@example.it')).toEqual(['da_inviare']);
  });

  it('an order taking the last shared unit and its cancellation give the request back its e-mail, once', async () => {
    const { standard } = await ps5Variants();
    await sql('UPDATE products SET stock = 1, in_stock = 1 WHERE id = 8');
    const order = await orderPlaced([
      { productId: PS5.id, quantity: 1, color: 'Bianco', size: '1TB Standard' },
    ]);
    await confirmedGuest('standard@example.it', PS5.id, standard);
    const { body } = await cancelOrder(order.id, 'IN_ATTESA_DI_PAGAMENTO');
    expect(body.errors).toBeUndefined();
    await runMailSweep();
    expect((await backInStockMails()).map((mail) => mail.subject)).toEqual([
      `${STANDARD} è di nuovo disponibile`,
    ]);
  });

  it('is closed with one e-mail when staff remove its variant; the others keep waiting', async () => {
    const { standard, digital } = await ps5Variants();
    await confirmedGuest('digitale@example.it', PS5.id, digital);
    await confirmedGuest('standard@example.it', PS5.id, standard);
    await request('non.confermato@example.it', PS5.id, fromNewClient(), digital);
    const { body } = await editProduct(PS5.id, {
      stock: 0,
      inStock: false,
      colors: [{ name: 'Bianco', hex: '#f2f2f2' }],
      sizes: ['1TB Standard'],
    });
    expect(body.errors).toBeUndefined();
    const [mail, ...more] = await withdrawnMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      recipient: 'digitale@example.it',
      subject: `${DIGITAL} non è più in vendita`,
    });
    expect(mail?.text).toContain('https://shop.test/shop');
    expect(await statusOf('digitale@example.it')).toEqual(['inviato']);
    expect(await statusOf('standard@example.it')).toEqual(['in_attesa']);
    expect(await statusOf('non.confermato@example.it')).toEqual([]);
    expect(await backInStockMails()).toEqual([]);
  });

  it('is closed with one e-mail at once when a catalogue import removes its variant, as in the editor', async () => {
    const IMPORT = graphql(`
      mutation ImportRemovingVariant($csv: String!) { adminImportCatalogueCsv(csv: $csv) { written } }
    `);
    const { standard, digital } = await ps5Variants();
    await confirmedGuest('digitale@example.it', PS5.id, digital);
    await confirmedGuest('standard@example.it', PS5.id, standard);
    const rows = await catalogueRows(PS5.id);
    const csv = rows.filter((row) => !row.includes('1TB Digital')).join('\n');
    const { body } = await gql(IMPORT, { csv }, asStaff());
    expect(body.data?.adminImportCatalogueCsv.written).toBe(true);
    expect((await withdrawnMails()).map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['digitale@example.it', `${DIGITAL} non è più in vendita`],
    ]);
    expect(await statusOf('digitale@example.it')).toEqual(['inviato']);
    expect(await statusOf('standard@example.it')).toEqual(['in_attesa']);
  });

  it('is closed with one e-mail when staff archive the product, as is a request for any variant, and restoring it sends nothing more', async () => {
    const { digital } = await ps5Variants();
    const ARCHIVE = graphql(`mutation A($id: ID!) { adminArchiveProduct(id: $id) { id } }`);
    const RESTORE = graphql(`mutation Re($id: ID!) { adminRestoreProduct(id: $id) { id } }`);
    await confirmedGuest('digitale@example.it', PS5.id, digital);
    await confirmedGuest('qualsiasi@example.it');
    await request('non.confermato@example.it');
    const { body } = await gql(ARCHIVE, { id: PS5.id }, asStaff());
    expect(body.errors).toBeUndefined();
    expect((await withdrawnMails()).map((mail) => [mail.recipient, mail.subject]).sort()).toEqual([
      ['digitale@example.it', `${DIGITAL} non è più in vendita`],
      ['qualsiasi@example.it', `${PS5.name} non è più in vendita`],
    ]);
    expect(await rowCount('stock_alerts', "status <> 'inviato'")).toBe(0);
    const refused = await request('tardi@example.it');
    expect(refused.body.errors?.[0]?.message).toBe(
      'Questo prodotto non è più in vendita: non tornerà disponibile.',
    );
    expect((await gql(RESTORE, { id: PS5.id }, asStaff())).body.errors).toBeUndefined();
    await sql('UPDATE products SET stock = 5, in_stock = 1 WHERE id = 8');
    await runMailSweep();
    expect(await backInStockMails()).toEqual([]);
    expect(await withdrawnMails()).toHaveLength(2);
  });
});
