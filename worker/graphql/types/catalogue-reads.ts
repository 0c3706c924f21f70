import { PRODUCTS_LIST_LIMIT } from '../../../schema/rules/catalogue-filters';
import { allCategories } from '../../catalogue/categories';
import { listProducts } from '../../catalogue/listing';
import { listingRequest } from '../../catalogue/listing-input';
import { productIdOf } from '../../catalogue/product-id';
import { bestsellers } from '../../catalogue/reads';
import { builder } from '../builder';
import { selectsAny } from '../selection';
import { Category, MAX_CATEGORIES, Product } from './catalogue';
import { listingArgs, ProductConnectionRef, ProductSortRef } from './catalogue-listing';

/** The public catalogue's reads (catalogue.ts and catalogue-listing.ts hold their types; schema.ts keeps them in order). */
builder.queryFields((t) => ({
  categories: t.field({
    authScopes: { public: true },
    type: [Category],
    maxItems: MAX_CATEGORIES,
    resolve: (_root, _args, ctx) => allCategories(ctx.db),
  }),
  catalogue: t.field({
    authScopes: { public: true },
    type: ProductConnectionRef,
    description:
      'The catalogue a page at a time: a search (closest first, typos forgiven), filters with ' +
      "counts, the spec's sorts, and cursors to move between pages.",
    args: listingArgs,
    resolve: (_root, args, ctx, info) =>
      listProducts(ctx.db, listingRequest(args), {
        withCounts: selectsAny(info, ['facets', 'totalCount']),
        version: ctx.catalogueVersion,
      }),
  }),
  products: t.field({
    authScopes: { public: true },
    type: [Product],
    maxItems: PRODUCTS_LIST_LIMIT,
    description:
      'The catalogue, optionally filtered by category ("all" or absent for every one) and by the ' +
      `shop's search, at most ${PRODUCTS_LIST_LIMIT} products: page through \`catalogue\` for more.`,
    args: {
      category: t.arg.id(),
      search: t.arg.string(),
      sort: t.arg({ type: ProductSortRef, defaultValue: 'NAME' }),
    },
    resolve: async (_root, args, ctx) => {
      const request = listingRequest({
        search: args.search,
        filter: { category: args.category },
        sort: args.sort ?? 'NAME',
      });
      const page = await listProducts(ctx.db, {
        ...request,
        page: { direction: 'forward', size: PRODUCTS_LIST_LIMIT, after: null },
      });
      return page.nodes;
    },
  }),
  product: t.field({
    authScopes: { public: true },
    type: Product,
    nullable: true,
    description: 'One product by id ("3" is product 3); null when there is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => (await ctx.catalogue.page(productIdOf(args.id))) ?? null,
  }),
  bestsellers: t.field({
    authScopes: { public: true },
    type: [Product],
    maxItems: PRODUCTS_LIST_LIMIT,
    resolve: (_root, _args, ctx) => bestsellers(ctx.db),
  }),
}));
