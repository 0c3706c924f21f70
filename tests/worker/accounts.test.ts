import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';
import {
  asCustomer,
  asOtherCustomer,
  asStaff,
  HOME_ADDRESS,
  orderPlaced,
  rowCount,
  seedQuote,
} from './fixtures';
import { ADMIN, CUSTOMER, signedIn } from './identity';

const ME = graphql(
  '{ me { id email displayName role lastLoginAt addresses { id isDefault city } favorites { id } } }',
);

const SAVE = graphql(`mutation Save($id: ID, $input: SavedAddressInput!, $makeDefault: Boolean) {
  saveAddress(id: $id, input: $input, makeDefault: $makeDefault) { id isDefault province city }
}`);

describe('profiles', () => {
  it('is null when signed out, and mutations ask to sign in', async () => {
    expect((await gql(ME)).body).toEqual({ data: { me: null } });
    const ensure = await gql(graphql('mutation { ensureProfile { id } }'));
    expect(codes(ensure.body)).toEqual(['UNAUTHENTICATED']);
    const login = await gql(graphql('mutation { recordLogin { id } }'));
    expect(codes(login.body)).toEqual(['UNAUTHENTICATED']);
  });

  it('creates the profile once, lower-casing the name, and records each sign-in', async () => {
    const first = await gql(
      graphql('mutation { ensureProfile { id displayName role } }'),
      undefined,
      asCustomer(),
    );
    expect(first.body.data?.ensureProfile).toEqual({
      id: 'cliente-1',
      displayName: 'chiara rinaldi',
      role: 'CUSTOMER',
    });
    await gql(graphql('mutation { ensureProfile { id } }'), undefined, asCustomer());
    expect(await rowCount('users')).toBe(1);

    await env.DB.prepare('UPDATE users SET last_login_ms = 0').run();
    const login = await gql(
      graphql('mutation { recordLogin { lastLoginAt } }'),
      undefined,
      asCustomer(),
    );
    expect(Date.parse(login.body.data?.recordLogin.lastLoginAt ?? '')).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it('makes staff of a verified e-mail listed in ADMIN_EMAILS, and only verified', async () => {
    const admin = await gql(graphql('mutation { recordLogin { role } }'), undefined, asStaff());
    expect(admin.body.data?.recordLogin.role).toBe('ADMIN');
    const unverified = await gql(
      graphql('mutation { recordLogin { role } }'),
      undefined,
      signedIn({ ...ADMIN, uid: 'admin-non-verificato', emailVerified: false }),
    );
    expect(unverified.body.data?.recordLogin.role).toBe('CUSTOMER');
  });

  it('edits the display name with a clear message for a bad one', async () => {
    const bad = await gql(
      graphql('mutation { updateProfile(displayName: "  ") { id } }'),
      undefined,
      asCustomer(),
    );
    expect(bad.body.errors?.[0]?.extensions.fields).toEqual({
      displayName: 'Il campo non deve essere vuoto.',
    });
    const good = await gql(
      graphql('mutation { updateProfile(displayName: "Chiara R.") { displayName } }'),
      undefined,
      asCustomer(),
    );
    expect(good.body.data?.updateProfile.displayName).toBe('chiara r.');
  });
});

describe('addresses', () => {
  it('adds, edits, picks the default and deletes, one user at a time', async () => {
    const home = await gql(SAVE, { input: HOME_ADDRESS }, asCustomer());
    expect(home.body.data?.saveAddress).toMatchObject({ isDefault: true, province: 'TO' });
    const homeId = dataOf(home).saveAddress.id;
    const office = await gql(
      SAVE,
      {
        input: {
          ...HOME_ADDRESS,
          label: 'Ufficio',
          city: 'Milano',
          province: 'MI',
          postalCode: '20121',
        },
      },
      asCustomer(),
    );
    expect(office.body.data?.saveAddress.isDefault).toBe(false);
    const officeId = dataOf(office).saveAddress.id;

    await gql(
      graphql('mutation D($id: ID!) { setDefaultAddress(id: $id) { id } }'),
      { id: officeId },
      asCustomer(),
    );
    let me = (await gql(ME, undefined, asCustomer())).body.data?.me;
    expect(me?.addresses.map((a) => [a.city, a.isDefault])).toEqual([
      ['Milano', true],
      ['Torino', false],
    ]);

    await gql(
      SAVE,
      { id: homeId, input: { ...HOME_ADDRESS, city: 'Moncalieri', postalCode: '10024' } },
      asCustomer(),
    );
    await gql(
      graphql('mutation D($id: ID!) { deleteAddress(id: $id) }'),
      { id: officeId },
      asCustomer(),
    );
    me = (await gql(ME, undefined, asCustomer())).body.data?.me;
    expect(me?.addresses).toEqual([{ id: homeId, isDefault: true, city: 'Moncalieri' }]);
  });

  it("refuses another user's address as not found and changes nothing", async () => {
    const mine = await gql(SAVE, { input: HOME_ADDRESS }, asCustomer());
    const id = dataOf(mine).saveAddress.id;
    const edit = await gql(
      SAVE,
      { id, input: { ...HOME_ADDRESS, city: 'Roma' } },
      asOtherCustomer(),
    );
    expect(codes(edit.body)).toEqual(['NOT_FOUND']);
    const remove = await gql(
      graphql('mutation D($id: ID!) { deleteAddress(id: $id) }'),
      { id },
      asOtherCustomer(),
    );
    expect(codes(remove.body)).toEqual(['NOT_FOUND']);
    const me = (await gql(ME, undefined, asCustomer())).body.data?.me;
    expect(me?.addresses.map((a) => a.city)).toEqual(['Torino']);
  });

  it('names each invalid field and saves nothing', async () => {
    const { body } = await gql(
      SAVE,
      { input: { ...HOME_ADDRESS, postalCode: 'abc', province: 'XX', phone: '1' } },
      asCustomer(),
    );
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      phone: 'Inserisci un numero di telefono valido.',
      postalCode: 'Il CAP deve avere 5 cifre.',
      province: 'Inserisci la sigla di una provincia italiana (es. MI).',
    });
    expect(await rowCount('addresses')).toBe(0);
    expect(codes((await gql(SAVE, { input: HOME_ADDRESS })).body)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('favourites', () => {
  it("adds and removes, and keeps each person's favourites apart", async () => {
    await gql(
      graphql('mutation { addFavorite(productId: "5") { favorites { id } } }'),
      undefined,
      asCustomer(),
    );
    const added = await gql(
      graphql('mutation { addFavorite(productId: "2") { favorites { id } } }'),
      undefined,
      asCustomer(),
    );
    expect(added.body.data?.addFavorite.favorites.map((f) => f.id).sort()).toEqual(['2', '5']);
    const again = await gql(
      graphql('mutation { addFavorite(productId: "2") { favorites { id } } }'),
      undefined,
      asCustomer(),
    );
    expect(again.body.data?.addFavorite.favorites).toHaveLength(2);
    const stranger = (await gql(ME, undefined, asOtherCustomer())).body.data?.me;
    expect(stranger?.favorites ?? []).toEqual([]);

    const removed = await gql(
      graphql('mutation { removeFavorite(productId: "5") { favorites { id } } }'),
      undefined,
      asCustomer(),
    );
    expect(removed.body.data?.removeFavorite.favorites.map((f) => f.id)).toEqual(['2']);
    const me = (await gql(ME, undefined, asCustomer())).body.data?.me;
    expect(me?.favorites.map((f) => f.id)).toEqual(['2']);
  });

  it('asks to sign in, and refuses an unknown product without writing anything', async () => {
    expect(
      codes((await gql(graphql('mutation { addFavorite(productId: "1") { id } }'))).body),
    ).toEqual(['UNAUTHENTICATED']);
    const unknown = await gql(
      graphql('mutation { addFavorite(productId: "999") { id } }'),
      undefined,
      asCustomer(),
    );
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
    const rows = { users: await rowCount('users'), favorites: await rowCount('favorites') };
    expect(rows).toEqual({ users: 0, favorites: 0 });
  });
});

describe("a signed-in buyer's orders", () => {
  it('are theirs alone: listed for them, not found for anyone else', async () => {
    const { id } = await orderPlaced([{ productId: '7', quantity: 1 }], {
      // Chiara's own details, cash on delivery.
      input: {
        email: 'cliente@negozio.test',
        firstName: 'Chiara',
        lastName: 'Rinaldi',
        shippingAddress: {
          street: 'Via Garibaldi 7',
          postalCode: '10122',
          city: 'Torino',
          province: 'TO',
        },
        paymentMethod: 'CONTRASSEGNO',
      },
      key: 'chiave-di-prova-0001',
      headers: asCustomer().headers,
    });
    const mine = await gql(graphql('{ myOrders { id } }'), undefined, asCustomer());
    expect(mine.body.data?.myOrders.map((o) => o.id)).toEqual([id]);

    const READ = graphql('query R($id: ID!) { order(id: $id) { id } }');
    expect((await gql(READ, { id }, asCustomer())).body).toEqual({ data: { order: { id } } });
    expect((await gql(READ, { id }, asOtherCustomer())).body).toEqual({
      data: { order: null },
    });
    expect((await gql(READ, { id })).body).toEqual({ data: { order: null } });
    const theirs = await gql(graphql('{ myOrders { id } }'), undefined, asOtherCustomer());
    expect(theirs.body.data?.myOrders).toEqual([]);
  });

  it('treats an invalid token as signed out', async () => {
    const { body } = await gql(graphql('{ myOrders { id } }'), undefined, {
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(codes(body)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('staff sessions', () => {
  const COUNTS = graphql('{ adminCounts { openRepairs } }');
  const MINUTE = 60;
  const HOUR = 3600;

  it('take a token issued in the last 5 minutes after a sign-in in the last 12 hours', async () => {
    const fresh = signedIn({
      ...ADMIN,
      issuedSecondsAgo: 4 * MINUTE,
      signedInSecondsAgo: 11 * HOUR,
    });
    const { body } = await gql(COUNTS, undefined, fresh);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ adminCounts: { openRepairs: 0 } });
  });

  it('ask for a fresh token (UNAUTHENTICATED) once it is older, and change nothing', async () => {
    const stale = signedIn({ ...ADMIN, issuedSecondsAgo: 6 * MINUTE });
    const read = await gql(COUNTS, undefined, stale);
    expect(read.status).toBe(200);
    expect(codes(read.body)).toEqual(['UNAUTHENTICATED']);
    expect(read.body.errors?.[0]?.message).toBe('La sessione va rinnovata: riprova.');
    await seedQuote('q1');
    const archive = await gql(
      graphql('mutation { adminSetRequestStatus(kind: PREVENTIVO, id: "q1", status: ARCHIVIATA) }'),
      undefined,
      stale,
    );
    expect(codes(archive.body)).toEqual(['UNAUTHENTICATED']);
    expect(await rowCount('list_preventivo', "status = 'nuova'")).toBe(1);
    expect(await rowCount('admin_audit')).toBe(0);
  });

  it("keep the same token good for the staff member's own account fields", async () => {
    const stale = signedIn({ ...ADMIN, issuedSecondsAgo: 50 * MINUTE });
    const { body } = await gql(graphql('mutation { recordLogin { role } }'), undefined, stale);
    expect(body.errors).toBeUndefined();
    expect(body.data?.recordLogin.role).toBe('ADMIN');
  });

  it('ask to sign in again (REAUTH_REQUIRED) after 12 hours, however fresh the token', async () => {
    const old = signedIn({ ...ADMIN, issuedSecondsAgo: 0, signedInSecondsAgo: 12 * HOUR + MINUTE });
    const { status, body } = await gql(COUNTS, undefined, old);
    expect(status).toBe(200);
    expect(codes(body)).toEqual(['REAUTH_REQUIRED']);
    expect(body.errors?.[0]?.message).toBe(
      'Per sicurezza, accedi di nuovo per continuare a usare la gestione del negozio.',
    );
    expect(body.data).toBeNull();
  });

  it('leave customers alone: an old sign-in and an old token still reach their account', async () => {
    const customer = signedIn({
      ...CUSTOMER,
      issuedSecondsAgo: 50 * MINUTE,
      signedInSecondsAgo: 20 * 24 * HOUR,
    });
    const { body } = await gql(graphql('mutation { ensureProfile { id } }'), undefined, customer);
    expect(body.errors).toBeUndefined();
    expect(await rowCount('users')).toBe(1);
    expect(codes((await gql(COUNTS, undefined, customer)).body)).toEqual(['FORBIDDEN']);
  });
});
