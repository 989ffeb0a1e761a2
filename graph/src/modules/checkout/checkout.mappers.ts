import type { UpstreamAddress, UpstreamCheckout, UpstreamOrder } from '../../upstreams/checkout/types.ts';

export type CheckoutModel = UpstreamCheckout;
/** An order with the checkout it belongs to: addresses and payment are the checkout's. */
export interface OrderModel {
  order: UpstreamOrder;
  checkout: UpstreamCheckout;
}
export type OrderItemModel = UpstreamOrder['items'][number];
export type AddressModel = UpstreamAddress;
/** An order document with the graph's path of its download, before the language is chosen. */
export interface OrderDocumentModel {
  kind: 'INVOICE' | 'DELIVERY_NOTE';
  path: string;
}
