import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { codes, gql } from './client';
import { ADMIN, CUSTOMER, OTHER_CUSTOMER, signedIn } from './identity';

const ME =
  '{ me { id email displayName role lastLoginAt addresses { id isDefault city } favorites { id } } }';

interface Me {
  me: {
    id: string;
    email: string;
    displayName: string;
    role: string;
    lastLoginAt: string;
    addresses: { id: string; isDefault: boolean; city: string }[];
    favorites: { id: string }[];
  } | null;
}

const ADDRESS = {
  label: 'Casa',
  firstName: 'Chiara',
  lastName: 'Rinaldi',
  phone: '333 1234567',
  street: 'Via Garibaldi 7',
  postalCode: '10122',
  city: 'Torino',
  province: 'to',
};

const SAVE = `mutation Save($id: ID, $input: SavedAddressInput!, $makeDefault: Boolean) {
  saveAddress(id: $id, input: $input, makeDefault: $makeDefault) { id isDefault province city }
}`;

describe('profiles', () => {
  it('is null when signed out, and mutations ask to sign in', async () => {
    expect((await gql<Me>(ME)).body).toEqual({ data: { me: null } });
    for (const mutation of [
      'mutation { ensureProfile { id } }',
      'mutation { recordLogin { id } }',
    ]) {
      expect(codes((await gql(mutation)).body)).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('creates the profile once, lower-casing the name, and records each sign-in', async () => {
    const first = await gql<{ ensureProfile: { id: string; displayName: string; role: string } }>(
      'mutation { ensureProfile { id displayName role } }',
      undefined,
      signedIn(CUSTOMER),
    );
    expect(first.body.data?.ensureProfile).toEqual({
      id: 'cliente-1',
      displayName: 'chiara rinaldi',
      role: 'CUSTOMER',
    });
    await gql('mutation { ensureProfile { id } }', undefined, signedIn(CUSTOMER));
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM users').first<{ n: number }>();
    expect(rows?.n).toBe(1);

    await env.DB.prepare('UPDATE users SET last_login_ms = 0').run();
    const login = await gql<{ recordLogin: { lastLoginAt: string } }>(
      'mutation { recordLogin { lastLoginAt } }',
      undefined,
      signedIn(CUSTOMER),
    );
    expect(Date.parse(login.body.data?.recordLogin.lastLoginAt ?? '')).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });

  it('makes staff of a verified e-mail listed in ADMIN_EMAILS, and only verified', async () => {
    const admin = await gql<{ recordLogin: { role: string } }>(
      'mutation { recordLogin { role } }',
      undefined,
      signedIn(ADMIN),
    );
    expect(admin.body.data?.recordLogin.role).toBe('ADMIN');
    const unverified = await gql<{ recordLogin: { role: string } }>(
      'mutation { recordLogin { role } }',
      undefined,
      signedIn({ ...ADMIN, uid: 'admin-non-verificato', emailVerified: false }),
    );
    expect(unverified.body.data?.recordLogin.role).toBe('CUSTOMER');
  });

  it('edits the display name with a clear message for a bad one', async () => {
    const bad = await gql(
      'mutation { updateProfile(displayName: "  ") { id } }',
      undefined,
      signedIn(CUSTOMER),
    );
    expect(bad.body.errors?.[0]?.extensions.fields).toEqual({
      displayName: 'Il campo non deve essere vuoto.',
    });
    const good = await gql<{ updateProfile: { displayName: string } }>(
      'mutation { updateProfile(displayName: "Chiara R.") { displayName } }',
      undefined,
      signedIn(CUSTOMER),
    );
    expect(good.body.data?.updateProfile.displayName).toBe('chiara r.');
  });
});

describe('addresses', () => {
  it('adds, edits, picks the default and deletes, one user at a time', async () => {
    const home = await gql<{ saveAddress: { id: string; isDefault: boolean; province: string } }>(
      SAVE,
      { input: ADDRESS },
      signedIn(CUSTOMER),
    );
    expect(home.body.data?.saveAddress).toMatchObject({ isDefault: true, province: 'TO' });
    const homeId = home.body.data?.saveAddress.id;
    const office = await gql<{ saveAddress: { id: string; isDefault: boolean } }>(
      SAVE,
      {
        input: {
          ...ADDRESS,
          label: 'Ufficio',
          city: 'Milano',
          province: 'MI',
          postalCode: '20121',
        },
      },
      signedIn(CUSTOMER),
    );
    expect(office.body.data?.saveAddress.isDefault).toBe(false);
    const officeId = office.body.data?.saveAddress.id;

    await gql(
      'mutation D($id: ID!) { setDefaultAddress(id: $id) { id } }',
      { id: officeId },
      signedIn(CUSTOMER),
    );
    let me = (await gql<Me>(ME, undefined, signedIn(CUSTOMER))).body.data?.me;
    expect(me?.addresses.map((a) => [a.city, a.isDefault])).toEqual([
      ['Milano', true],
      ['Torino', false],
    ]);

    await gql(
      SAVE,
      { id: homeId, input: { ...ADDRESS, city: 'Moncalieri', postalCode: '10024' } },
      signedIn(CUSTOMER),
    );
    await gql(
      'mutation D($id: ID!) { deleteAddress(id: $id) }',
      { id: officeId },
      signedIn(CUSTOMER),
    );
    me = (await gql<Me>(ME, undefined, signedIn(CUSTOMER))).body.data?.me;
    expect(me?.addresses).toEqual([{ id: homeId, isDefault: true, city: 'Moncalieri' }]);
  });

  it("refuses another user's address as not found and changes nothing", async () => {
    const mine = await gql<{ saveAddress: { id: string } }>(
      SAVE,
      { input: ADDRESS },
      signedIn(CUSTOMER),
    );
    const id = mine.body.data?.saveAddress.id;
    const edit = await gql(
      SAVE,
      { id, input: { ...ADDRESS, city: 'Roma' } },
      signedIn(OTHER_CUSTOMER),
    );
    expect(codes(edit.body)).toEqual(['NOT_FOUND']);
    const remove = await gql(
      'mutation D($id: ID!) { deleteAddress(id: $id) }',
      { id },
      signedIn(OTHER_CUSTOMER),
    );
    expect(codes(remove.body)).toEqual(['NOT_FOUND']);
    const me = (await gql<Me>(ME, undefined, signedIn(CUSTOMER))).body.data?.me;
    expect(me?.addresses.map((a) => a.city)).toEqual(['Torino']);
  });

  it('names each invalid field and saves nothing', async () => {
    const { body } = await gql(
      SAVE,
      { input: { ...ADDRESS, postalCode: 'abc', province: 'XX', phone: '1' } },
      signedIn(CUSTOMER),
    );
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      phone: 'Inserisci un numero di telefono valido.',
      postalCode: 'Il CAP deve avere 5 cifre.',
      province: 'Inserisci la sigla di una provincia italiana (es. MI).',
    });
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM addresses').first<{
      n: number;
    }>();
    expect(count?.n).toBe(0);
    expect(codes((await gql(SAVE, { input: ADDRESS })).body)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('favourites', () => {
  it("adds and removes, and keeps each person's favourites apart", async () => {
    const FAVORITE_IDS = '{ favorites { id } }';
    await gql(
      `mutation { addFavorite(productId: "5") ${FAVORITE_IDS} }`,
      undefined,
      signedIn(CUSTOMER),
    );
    const added = await gql<{ addFavorite: { favorites: { id: string }[] } }>(
      `mutation { addFavorite(productId: "2") ${FAVORITE_IDS} }`,
      undefined,
      signedIn(CUSTOMER),
    );
    expect(added.body.data?.addFavorite.favorites.map((f) => f.id).sort()).toEqual(['2', '5']);
    const again = await gql<{ addFavorite: { favorites: { id: string }[] } }>(
      `mutation { addFavorite(productId: "2") ${FAVORITE_IDS} }`,
      undefined,
      signedIn(CUSTOMER),
    );
    expect(again.body.data?.addFavorite.favorites).toHaveLength(2);
    const stranger = (await gql<Me>(ME, undefined, signedIn(OTHER_CUSTOMER))).body.data?.me;
    expect(stranger?.favorites ?? []).toEqual([]);

    const removed = await gql<{ removeFavorite: { favorites: { id: string }[] } }>(
      `mutation { removeFavorite(productId: "5") ${FAVORITE_IDS} }`,
      undefined,
      signedIn(CUSTOMER),
    );
    expect(removed.body.data?.removeFavorite.favorites.map((f) => f.id)).toEqual(['2']);
    const me = (await gql<Me>(ME, undefined, signedIn(CUSTOMER))).body.data?.me;
    expect(me?.favorites.map((f) => f.id)).toEqual(['2']);
  });

  it('asks to sign in, and refuses an unknown product without writing anything', async () => {
    expect(codes((await gql('mutation { addFavorite(productId: "1") { id } }')).body)).toEqual([
      'UNAUTHENTICATED',
    ]);
    const unknown = await gql(
      'mutation { addFavorite(productId: "999") { id } }',
      undefined,
      signedIn(CUSTOMER),
    );
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
    const rows = await env.DB.prepare(
      'SELECT (SELECT COUNT(*) FROM users) AS users, (SELECT COUNT(*) FROM favorites) AS favorites',
    ).first<{ users: number; favorites: number }>();
    expect(rows).toEqual({ users: 0, favorites: 0 });
  });
});

describe("a signed-in buyer's orders", () => {
  const PLACE = `mutation P($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) { order { id } }
  }`;
  const input = {
    email: 'cliente@negozio.test',
    firstName: 'Chiara',
    lastName: 'Rinaldi',
    phone: '333 1234567',
    shippingAddress: {
      street: 'Via Garibaldi 7',
      postalCode: '10122',
      city: 'Torino',
      province: 'TO',
    },
    paymentMethod: 'CONTRASSEGNO',
    acceptTerms: true,
    lines: [{ productId: '7', quantity: 1 }],
  };

  it('are theirs alone: listed for them, not found for anyone else', async () => {
    const placed = await gql<{ placeOrder: { order: { id: string } } }>(
      PLACE,
      { input, key: 'chiave-di-prova-0001' },
      signedIn(CUSTOMER),
    );
    const id = placed.body.data?.placeOrder.order.id;
    const mine = await gql<{ myOrders: { id: string }[] }>(
      '{ myOrders { id } }',
      undefined,
      signedIn(CUSTOMER),
    );
    expect(mine.body.data?.myOrders.map((o) => o.id)).toEqual([id]);

    const READ = 'query R($id: ID!) { order(id: $id) { id } }';
    expect((await gql(READ, { id }, signedIn(CUSTOMER))).body).toEqual({ data: { order: { id } } });
    expect((await gql(READ, { id }, signedIn(OTHER_CUSTOMER))).body).toEqual({
      data: { order: null },
    });
    expect((await gql(READ, { id })).body).toEqual({ data: { order: null } });
    const theirs = await gql<{ myOrders: unknown[] }>(
      '{ myOrders { id } }',
      undefined,
      signedIn(OTHER_CUSTOMER),
    );
    expect(theirs.body.data?.myOrders).toEqual([]);
  });

  it('treats an invalid token as signed out', async () => {
    const { body } = await gql('{ myOrders { id } }', undefined, {
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(codes(body)).toEqual(['UNAUTHENTICATED']);
  });
});
