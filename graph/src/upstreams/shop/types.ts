import type { components } from '../__generated__/platform.ts';

/** A product as the shop service answers it (generated from the platform's OpenAPI document). */
export type ShopProduct = components['schemas']['Product'];
export type ShopProductPage = components['schemas']['ProductPage'];
export type ShopCategory = components['schemas']['Category'];
