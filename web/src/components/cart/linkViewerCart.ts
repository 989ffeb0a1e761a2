import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Points viewer.cart at the cart a mutation answered with. The first item an anonymous visitor adds
 * creates their cart, a new record the viewer's (empty) cart field does not know yet.
 */
export function linkViewerCart(store: RecordSourceSelectorProxy, mutationField: string): void {
  const cart = store.getRootField(mutationField)?.getLinkedRecord('cart');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (cart && viewer) viewer.setLinkedRecord(cart, 'cart', { countryCode: 'DE' });
}
