import type { CategoryRow, ProductDetails, ProductRow } from '../../../schema/db/catalogue';
import {
  filterByCategory,
  PRODUCT_SORTS,
  RELATED_LIMIT,
  relatedProducts,
  searchProducts,
  sortProducts,
} from '../../../schema/rules/catalogue';
import { productIdOf } from '../../catalogue/product-id';
import { DomainError } from '../../domain-error';
import { boundedText } from '../../input';
import { builder } from '../builder';

export const Category = builder.objectRef<CategoryRow>('Category').implement({
  description: 'A shop department: smartphone, laptop, tablet, accessori, smartwatch, gaming.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    icon: t.exposeString('icon', { description: 'The name of the icon the site draws for it.' }),
  }),
});

const Color = builder.objectRef<{ name: string; hex: string }>('Color').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    hex: t.exposeString('hex'),
  }),
});

const ProductDetailsRef = builder.objectRef<ProductDetails>('ProductDetails').implement({
  description: 'The technical sheet; every field is optional.',
  fields: (t) => ({
    display: t.exposeString('display', { nullable: true }),
    processor: t.exposeString('processor', { nullable: true }),
    camera: t.exposeString('camera', { nullable: true }),
    battery: t.exposeString('battery', { nullable: true }),
    connectivity: t.exposeString('connectivity', { nullable: true }),
    waterResistance: t.exposeString('waterResistance', { nullable: true }),
    specialFeatures: t.exposeStringList('specialFeatures', { nullable: true }),
    chip: t.exposeString('chip', { nullable: true }),
    features: t.exposeStringList('features', { nullable: true }),
    resistance: t.exposeString('resistance', { nullable: true }),
    charging: t.exposeString('charging', { nullable: true }),
  }),
});

export const Product = builder.objectRef<ProductRow>('Product');

Product.implement({
  fields: (t) => ({
    id: t.id({
      description: "The catalogue's integer id, as a string.",
      resolve: (p) => String(p.id),
    }),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    category: t.field({
      type: Category,
      resolve: async (p, _args, ctx) => {
        const category = await ctx.catalogue.category(p.categoryId);
        if (!category) throw new Error(`Product ${p.id} has no category ${p.categoryId}`);
        return category;
      },
    }),
    price: t.expose('price', { type: 'Money', description: 'Euro cents, before IVA.' }),
    originalPrice: t.expose('originalPrice', { type: 'Money', nullable: true }),
    description: t.exposeString('description'),
    images: t.exposeStringList('images'),
    colors: t.field({ type: [Color], resolve: (p) => p.colors }),
    sizes: t.exposeStringList('sizes'),
    inStock: t.exposeBoolean('inStock'),
    stock: t.exposeInt('stock'),
    rating: t.exposeFloat('rating', { nullable: true }),
    reviews: t.exposeInt('reviews', { nullable: true }),
    details: t.field({ type: ProductDetailsRef, nullable: true, resolve: (p) => p.details }),
    related: t.field({
      type: [Product],
      description: 'Products to suggest beside this one: its category first, then bestsellers.',
      args: { limit: t.arg.int({ defaultValue: RELATED_LIMIT.default }) },
      resolve: async (p, args, ctx) => {
        const limit = args.limit ?? RELATED_LIMIT.default;
        if (limit < 0 || limit > RELATED_LIMIT.max) {
          throw new DomainError(
            `Il limite deve essere tra 0 e ${RELATED_LIMIT.max}.`,
            'BAD_USER_INPUT',
            'limit',
          );
        }
        return relatedProducts(p, await ctx.catalogue.allProducts(), limit);
      },
    }),
  }),
});

const ProductSortRef = builder.enumType('ProductSort', {
  values: PRODUCT_SORTS,
});

builder.queryFields((t) => ({
  categories: t.field({
    authScopes: { public: true },
    type: [Category],
    resolve: (_root, _args, ctx) => ctx.catalogue.categories(),
  }),
  products: t.field({
    authScopes: { public: true },
    type: [Product],
    description:
      'The catalogue, optionally filtered by category ("all" or absent for every one) and by a ' +
      'case-insensitive search over name, brand and description.',
    args: {
      category: t.arg.id(),
      search: t.arg.string(),
      sort: t.arg({ type: ProductSortRef, defaultValue: 'NAME' }),
    },
    resolve: async (_root, args, ctx) => {
      const category = boundedText(args.category, 'category', 40);
      const search = boundedText(args.search, 'search', 100);
      const rows = await ctx.catalogue.allProducts();
      return sortProducts(
        searchProducts(filterByCategory(rows, category), search ?? ''),
        args.sort ?? 'NAME',
      );
    },
  }),
  product: t.field({
    authScopes: { public: true },
    type: Product,
    nullable: true,
    description: 'One product by id ("3" is product 3); null when there is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await ctx.catalogue.product(productIdOf(args.id))) ?? null,
  }),
  bestsellers: t.field({
    authScopes: { public: true },
    type: [Product],
    resolve: (_root, _args, ctx) => ctx.catalogue.bestsellers(),
  }),
}));
