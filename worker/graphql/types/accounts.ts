import type { AddressRow, UserRow } from '../../../schema/db/accounts';
import { SAVED_ADDRESS_RULES } from '../../../schema/rules/addresses';
import { USER_ROLES } from '../../../schema/vocabulary';
import {
  addressesOf,
  deleteAddress,
  saveAddress,
  setDefaultAddress,
} from '../../accounts/addresses';
import { addFavorite, favoriteProducts, removeFavorite } from '../../accounts/favorites';
import { ensureProfile, profileOf, recordLogin, updateDisplayName } from '../../accounts/profiles';
import type { Viewer } from '../../accounts/viewer';
import type { GraphQLContext } from '../../context';
import { builder } from '../builder';
import { userError } from '../errors';
import { Product, productIdArg } from './catalogue';
import { boundedText, validated } from './inputs';
import { Order } from './orders';
import { vocabularyEnum } from './vocabulary-enum';

/** The signed-in viewer, or a clear UNAUTHENTICATED error. */
export function requireViewer(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw userError('Accedi per continuare.', 'UNAUTHENTICATED');
  return ctx.viewer;
}

const UserRole = vocabularyEnum('UserRole', USER_ROLES);

const Address = builder.objectRef<AddressRow>('Address').implement({
  description: 'A saved shipping address.',
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

const User = builder.objectRef<UserRow>('User').implement({
  description: 'The signed-in person: only ever their own data.',
  fields: (t) => ({
    id: t.exposeID('authUid', { description: 'The Firebase uid.' }),
    email: t.exposeString('email', { nullable: true }),
    displayName: t.exposeString('displayName', {
      nullable: true,
      description: 'Stored in lower case.',
    }),
    role: t.field({ type: UserRole, resolve: (user) => user.role }),
    createdAt: t.string({ resolve: (user) => new Date(user.createdAtMs).toISOString() }),
    lastLoginAt: t.string({ resolve: (user) => new Date(user.lastLoginMs).toISOString() }),
    addresses: t.field({
      type: [Address],
      resolve: (user, _args, ctx) => addressesOf(ctx.db, user.authUid),
    }),
    favorites: t.field({
      type: [Product],
      resolve: (user, _args, ctx) => favoriteProducts(ctx.db, user.authUid),
    }),
    orders: t.field({
      type: [Order],
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
    description: 'The signed-in user; null when signed out.',
    resolve: async (_root, _args, ctx) =>
      ctx.viewer ? ((await profileOf(ctx.db, ctx.viewer.uid)) ?? null) : null,
  }),
);

builder.mutationFields((t) => ({
  ensureProfile: t.field({
    type: User,
    description: 'Creates the profile of the signed-in user if there is none yet.',
    resolve: (_root, _args, ctx) => ensureProfile(ctx.db, requireViewer(ctx)),
  }),
  recordLogin: t.field({
    type: User,
    description: 'Records that the signed-in user just signed in (lastLoginMs).',
    resolve: (_root, _args, ctx) => recordLogin(ctx.db, requireViewer(ctx)),
  }),
  updateProfile: t.field({
    type: User,
    args: { displayName: t.arg.string({ required: true }) },
    resolve: (_root, { displayName }, ctx) => {
      const viewer = requireViewer(ctx);
      validated({ displayName }, { displayName: { label: 'Nome', rules: 'required|max:60' } });
      return updateDisplayName(ctx.db, viewer, displayName);
    },
  }),
  saveAddress: t.field({
    type: Address,
    description: 'Adds an address (no id) or edits one of your own.',
    args: {
      id: t.arg.id(),
      input: t.arg({ type: SavedAddressInput, required: true }),
      makeDefault: t.arg.boolean(),
    },
    resolve: (_root, { id, input, makeDefault }, ctx) => {
      const viewer = requireViewer(ctx);
      const fields = { ...input, label: input.label ?? '' };
      validated(fields, SAVED_ADDRESS_RULES);
      return saveAddress(ctx.db, viewer, fields, {
        id: id ? boundedText(String(id), 'id', 64) : null,
        makeDefault: makeDefault ?? false,
      });
    },
  }),
  setDefaultAddress: t.field({
    type: Address,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      setDefaultAddress(ctx.db, requireViewer(ctx), boundedText(String(id), 'id', 64)),
  }),
  deleteAddress: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteAddress(ctx.db, requireViewer(ctx), boundedText(String(id), 'id', 64));
      return true;
    },
  }),
  addFavorite: t.field({
    type: User,
    description: 'Saves a product; returns the viewer, whose favorites now include it.',
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, { productId }, ctx) =>
      addFavorite(ctx.db, requireViewer(ctx), productIdArg(productId)),
  }),
  removeFavorite: t.field({
    type: User,
    description: 'Forgets a saved product; returns the viewer.',
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_root, { productId }, ctx) =>
      removeFavorite(ctx.db, requireViewer(ctx), productIdArg(productId)),
  }),
}));
