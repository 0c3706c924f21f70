import type {
  CategoryRow,
  ProductDetails,
  ProductRow,
  ProductVariantRow,
} from '../../../schema/db/catalogue';
import { RELATED_LIMIT } from '../../../schema/rules/catalogue';
import { struckPrice } from '../../../schema/rules/omnibus';
import { guaranteeMonths, variantCondition } from '../../../schema/rules/product-condition';
import { MAX_PRODUCT_OPTIONS } from '../../../schema/rules/product-edit';
import { sharedStock, unitsFor } from '../../../schema/rules/variants';
import { PRODUCT_CONDITION, PRODUCT_GRADE } from '../../../schema/vocabulary';
import { categoryById } from '../../catalogue/categories';
import { DomainError } from '../../domain-error';
import { builder } from '../builder';
import { vocabularyEnum } from './vocabulary-enum';

/** Ceilings the shop keeps without a limit in code; the cost model counts these lists at them. */
export const MAX_CATEGORIES = 20;
const MAX_DETAIL_ITEMS = 20;
const MAX_IMAGES = 10;

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
    specialFeatures: t.exposeStringList('specialFeatures', {
      nullable: true,
      maxItems: MAX_DETAIL_ITEMS,
    }),
    chip: t.exposeString('chip', { nullable: true }),
    features: t.exposeStringList('features', { nullable: true, maxItems: MAX_DETAIL_ITEMS }),
    resistance: t.exposeString('resistance', { nullable: true }),
    charging: t.exposeString('charging', { nullable: true }),
  }),
});

export const ProductConditionRef = vocabularyEnum('ProductCondition', PRODUCT_CONDITION);
export const ProductGradeRef = vocabularyEnum('ProductGrade', PRODUCT_GRADE);

export const Product = builder.objectRef<ProductRow>('Product');

const ProductVariant = builder
  .objectRef<{ product: ProductRow; variant: ProductVariantRow }>('ProductVariant')
  .implement({
    description:
      'A colour and size of a product, with its own price, SKU and stock (docs/product.md#variants).',
    fields: (t) => ({
      id: t.id({ resolve: ({ variant }) => String(variant.id) }),
      sku: t.string({ resolve: ({ variant }) => variant.sku }),
      color: t.string({
        nullable: true,
        description: 'Null when the product offers no colour.',
        resolve: ({ variant }) => variant.color || null,
      }),
      size: t.string({
        nullable: true,
        description: 'Null when the product offers no size.',
        resolve: ({ variant }) => variant.size || null,
      }),
      price: t.field({
        type: 'Money',
        description: 'Euro cents, before IVA.',
        resolve: ({ variant }) => variant.price,
      }),
      originalPrice: t.field({
        type: 'Money',
        nullable: true,
        description:
          "This variant's struck price, only when its own price is a discount (Omnibus, Codice del " +
          'Consumo art. 17-bis): the lowest price this variant had in the 30 days before its ' +
          'current price took effect, higher than it. Euro cents, before IVA; null when there is ' +
          'no discount.',
        resolve: ({ variant }) => struckPrice(variant.price, variant.originalPrice),
      }),
      stock: t.int({
        description: "Units it can sell now: its own, or the product's shared stock.",
        resolve: ({ product, variant }) => unitsFor(product, variant),
      }),
      sharesStock: t.boolean({
        description:
          "Whether it sells from the product's shared stock (with the other variants that do) " +
          'rather than units held for it alone.',
        resolve: ({ variant }) => variant.stock === null,
      }),
      inStock: t.boolean({
        description: 'Whether it can be bought now.',
        resolve: ({ product, variant }) =>
          product.archivedAtMs === null && product.inStock && unitsFor(product, variant) > 0,
      }),
      grade: t.field({
        type: ProductGradeRef,
        nullable: true,
        description:
          "How it looks (A+, A, B): its own grade, or the product's; null for new goods " +
          '(docs/product.md#condition-and-grades).',
        resolve: ({ product, variant }) => variantCondition(product, variant).grade,
      }),
      batteryHealth: t.int({
        nullable: true,
        description:
          "Its battery health in percent: its own with its own grade, else the product's; null " +
          'where none is stated.',
        resolve: ({ product, variant }) => variantCondition(product, variant).batteryHealth,
      }),
      sharesGrade: t.boolean({
        description: "Whether it takes the product's grade and battery health rather than its own.",
        resolve: ({ variant }) => variant.grade === null,
      }),
    }),
  });

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
        const category = await categoryById(ctx.db, p.categoryId);
        if (!category) throw new Error(`Product ${p.id} has no category ${p.categoryId}`);
        return category;
      },
    }),
    price: t.expose('price', {
      type: 'Money',
      description: "Euro cents, before IVA: the cheapest variant's price.",
    }),
    priceVaries: t.exposeBoolean('priceVaries', {
      description: 'Whether its variants have different prices: the price then reads "da" it.',
    }),
    originalPrice: t.expose('originalPrice', {
      type: 'Money',
      nullable: true,
      description:
        'The struck price, only when the price is a discount (Omnibus, Codice del Consumo art. ' +
        '17-bis): the lowest price of the 30 days before the current price took effect, higher ' +
        'than it. Euro cents, before IVA; null when there is no discount.',
    }),
    description: t.exposeString('description'),
    images: t.exposeStringList('images', { maxItems: MAX_IMAGES }),
    colors: t.field({ type: [Color], maxItems: MAX_PRODUCT_OPTIONS, resolve: (p) => p.colors }),
    sizes: t.exposeStringList('sizes', { maxItems: MAX_PRODUCT_OPTIONS }),
    inStock: t.exposeBoolean('inStock'),
    stock: t.exposeInt('stock', {
      description: 'Every unit it can sell: the sum over its variants.',
    }),
    sharedStock: t.int({
      description:
        'The units its variants without stock of their own share: the stock adminUpdateProduct ' +
        'edits.',
      resolve: (p) => sharedStock(p),
    }),
    variants: t.field({
      type: [ProductVariant],
      maxItems: MAX_PRODUCT_OPTIONS * MAX_PRODUCT_OPTIONS,
      description: 'Its colour-by-size combinations, each with its own price, SKU and stock.',
      resolve: async (product, _args, ctx) =>
        (await ctx.catalogue.variants.load(product.id)).map((variant) => ({ product, variant })),
    }),
    rating: t.exposeFloat('rating', { nullable: true }),
    reviews: t.exposeInt('reviews', { nullable: true }),
    details: t.field({ type: ProductDetailsRef, nullable: true, resolve: (p) => p.details }),
    archivedAt: t.expose('archivedAtMs', {
      type: 'DateTime',
      nullable: true,
      description:
        'When staff archived the product, null while it is sold. An archived product is read ' +
        'only by its id (past orders link to it): it cannot be bought.',
    }),
    condition: t.expose('condition', { type: ProductConditionRef }),
    grade: t.expose('grade', {
      type: ProductGradeRef,
      nullable: true,
      description:
        'How a refurbished or used product looks (A+, A, B); null for new goods. The grade of ' +
        'its variants without one of their own (ProductVariant.grade).',
    }),
    worstGrade: t.expose('worstGrade', {
      type: ProductGradeRef,
      nullable: true,
      description:
        'The worst grade its variants are sold at; null for new goods. A card reads "Gradi B–A" ' +
        'when it is below bestGrade.',
    }),
    bestGrade: t.expose('bestGrade', {
      type: ProductGradeRef,
      nullable: true,
      description:
        "The best grade its variants are sold at, their own or the product's; null for new " +
        'goods. A variant graded above the product raises it (docs/product.md#condition-and-grades).',
    }),
    batteryHealth: t.exposeInt('batteryHealth', {
      nullable: true,
      description:
        "A refurbished or used device's battery health in percent; null where it does not apply.",
    }),
    guaranteeMonths: t.int({
      description:
        'The legal guarantee in months: 24 for new goods, the 12 the terms of sale agree for ' +
        'refurbished or used ones.',
      resolve: (p) => guaranteeMonths(p.condition),
    }),
    related: t.field({
      type: [Product],
      maxItems: RELATED_LIMIT.max,
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
        return ctx.catalogue.related(p, limit);
      },
    }),
  }),
});
