import type { AddressRow, UserRow } from '../../../schema/db/accounts';
import { PROFILE_RULES } from '../../../schema/rules/account-forms';
import { MAX_SAVED_ADDRESSES, SAVED_ADDRESS_RULES } from '../../../schema/rules/addresses';
import { USER_ROLE } from '../../../schema/vocabulary';
import {
  addressesOf,
  deleteAddress,
  saveAddress,
  setDefaultAddress,
} from '../../accounts/addresses';
import {
  addFavorite,
  favoriteProducts,
  MAX_FAVORITES,
  removeFavorite,
} from '../../accounts/favorites';
import { ensureProfile, profileOf, recordLogin, updateDisplayName } from '../../accounts/profiles';
import { productIdOf } from '../../catalogue/product-id';
import { rowId, validated } from '../../input';
import { builder } from '../builder';
import { Product } from './catalogue';
import { MAX_CUSTOMER_ORDERS, Order } from './orders';
import { vocabularyEnum } from './vocabulary-enum';

const UserRole = vocabularyEnum('UserRole', USER_ROLE);

const Address = builder.objectRef<AddressRow>('Address').implement({
  description: 'A saved shipping address.',
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label', { nullable: true }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phone: t.exposeString('phone'),
    street: t.exposeString('street'),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    province: t.exposeString('province'),
    isDefault: t.exposeBoolean('isDefault'),
  }),
});

export const User = builder.objectRef<UserRow>('User').implement({
  description: 'The signed-in person: only ever their own data.',
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeID('authUid', { description: 'The Firebase uid.' }),
    email: t.exposeString('email', { nullable: true }),
    displayName: t.exposeString('displayName', {
      nullable: true,
      description: 'Stored in lower case.',
    }),
    role: t.field({ type: UserRole, resolve: (user) => user.role }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
    lastLoginAt: t.expose('lastLoginMs', { type: 'DateTime' }),
    addresses: t.field({
      type: [Address],
      maxItems: MAX_SAVED_ADDRESSES,
      resolve: (user, _args, ctx) => addressesOf(ctx.db, user.authUid),
    }),
    favorites: t.field({
      type: [Product],
      maxItems: MAX_FAVORITES,
      resolve: (user, _args, ctx) => favoriteProducts(ctx.db, user.authUid),
    }),
    orders: t.field({
      type: [Order],
      maxItems: MAX_CUSTOMER_ORDERS,
      resolve: (user, _args, ctx) => ctx.orders.ofOwner(user.authUid),
    }),
  }),
});

const SavedAddressInput = builder.inputType('SavedAddressInput', {
  fields: (t) => ({
    label: t.string(),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    phone: t.string({ required: true }),
    street: t.string({ required: true }),
    postalCode: t.string({ required: true }),
    city: t.string({ required: true }),
    province: t.string({ required: true }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: User,
    nullable: true,
    authScopes: { public: true },
    description: 'The signed-in user; null when signed out.',
    resolve: async (_root, _args, ctx) =>
      ctx.viewer ? ((await profileOf(ctx.db, ctx.viewer.uid)) ?? null) : null,
  }),
);

builder.mutationFields((t) => ({
  ensureProfile: t.withAuth({ signedIn: true }).field({
    type: User,
    description: 'Creates the profile of the signed-in user if there is none yet.',
    resolve: (_root, _args, ctx) => ensureProfile(ctx.db, ctx.viewer),
  }),
  recordLogin: t.withAuth({ signedIn: true }).field({
    type: User,
    description: 'Records that the signed-in user just signed in (lastLoginMs).',
    resolve: (_root, _args, ctx) => recordLogin(ctx.db, ctx.viewer),
  }),
  updateProfile: t.withAuth({ signedIn: true }).field({
    type: User,
    args: { displayName: t.arg.string({ required: true }) },
    resolve: (_root, { displayName }, ctx) => {
      validated({ displayName }, PROFILE_RULES);
      return updateDisplayName(ctx.db, ctx.viewer, displayName);
    },
  }),
  saveAddress: t.withAuth({ signedIn: true }).field({
    type: Address,
    description: 'Adds an address (no id) or edits one of your own.',
    args: {
      id: t.arg.id(),
      input: t.arg({ type: SavedAddressInput, required: true }),
      makeDefault: t.arg.boolean(),
    },
    resolve: (_root, { id, input, makeDefault }, ctx) => {
      const fields = { ...input, label: input.label ?? '' };
      validated(fields, SAVED_ADDRESS_RULES);
      return saveAddress(ctx.db, ctx.viewer, fields, {
        id: id ? rowId(id) : null,
        makeDefault: makeDefault ?? false,
      });
    },
  }),
  setDefaultAddress: t.withAuth({ signedIn: true }).field({
    type: Address,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => setDefaultAddress(ctx.db, ctx.viewer, rowId(id)),
  }),
  deleteAddress: t.withAuth({ signedIn: true }).boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteAddress(ctx.db, ctx.viewer, rowId(id));
      return true;
    },
  }),
  addFavorite: t.withAuth({ signedIn: true }).field({
    type: User,
    description: 'Saves a product; returns the viewer, whose favorites now include it.',
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, { productId }, ctx) => addFavorite(ctx.db, ctx.viewer, productIdOf(productId)),
  }),
  removeFavorite: t.withAuth({ signedIn: true }).field({
    type: User,
    description: 'Forgets a saved product; returns the viewer.',
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, { productId }, ctx) =>
      removeFavorite(ctx.db, ctx.viewer, productIdOf(productId)),
  }),
}));
