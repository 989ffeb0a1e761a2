import { Type, type Static } from 'typebox';

const LocalizedText = Type.Object({
  de: Type.String(),
  en: Type.Union([Type.String(), Type.Null()], { description: 'null when the shop has no English text' }),
});

export const ProductImage = Type.Object({
  url: Type.String({ format: 'uri' }),
  thumbnails: Type.Object(
    {
      '200': Type.String({ format: 'uri' }),
      '600': Type.String({ format: 'uri' }),
      '1280': Type.String({ format: 'uri' }),
    },
    { description: 'Square thumbnails by width in pixels' },
  ),
});

export const Product = Type.Object(
  {
    id: Type.Integer(),
    shopId: Type.Integer(),
    sku: Type.String(),
    name: LocalizedText,
    description: Type.Optional(
      Type.Union([LocalizedText, Type.Null()], { description: 'Only with IncludeDetails=true' }),
    ),
    categories: Type.Array(Type.Integer(), { description: 'Category ids' }),
    price: Type.Number({ description: 'Gross unit price in the currency, two decimals' }),
    currency: Type.String({ minLength: 3, maxLength: 3 }),
    images: Type.Array(ProductImage),
    releaseDate: Type.String({ format: 'date-time' }),
    appclusiveUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'While in the future, the product is exclusive to the app and hidden on the web',
    }),
    isHidden: Type.Boolean(),
    isActive: Type.Boolean(),
    stock: Type.Integer(),
    maxQuantity: Type.Integer(),
    minAge: Type.Integer({ description: '18 for items sold to adults only (they ship only within Germany)' }),
    options: Type.Array(Type.Object({ name: Type.String(), values: Type.Array(Type.String()) }), {
      description: 'Choices the cart needs (userOptionValues), e.g. the size of clothing',
    }),
  },
  { $id: 'Product', title: 'Product' },
);
export type Product = Static<typeof Product>;

export const ProductOrder = Type.Union(
  [
    Type.Literal('releaseDate desc'),
    Type.Literal('releaseDate asc'),
    Type.Literal('name asc'),
    Type.Literal('price asc'),
    Type.Literal('price desc'),
  ],
  { default: 'releaseDate desc' },
);
export type ProductOrder = Static<typeof ProductOrder>;

export const ProductListQuery = Type.Object({
  IncludeHidden: Type.Boolean({ default: false }),
  IncludeDetails: Type.Boolean({ default: false }),
  OrderBy: ProductOrder,
  Page: Type.Integer({ minimum: 1, default: 1 }),
  PageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  CategoryId: Type.Optional(Type.Integer({ minimum: 1 })),
  Ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, description: 'Only these products' })),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const ProductPage = Type.Object(
  {
    items: Type.Array(Product),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalCount: Type.Integer(),
    hasNextPage: Type.Boolean(),
  },
  { $id: 'ProductPage', title: 'ProductPage' },
);

export const Category = Type.Object(
  { id: Type.Integer(), slug: Type.String(), name: LocalizedText, position: Type.Integer() },
  { $id: 'Category', title: 'Category' },
);
export type Category = Static<typeof Category>;
