import { graphql, useMutation } from 'react-relay/hooks';
import type { useCartItemAddMutation } from '../../__generated__/useCartItemAddMutation.graphql';
import { linkViewerCart } from './linkViewerCart.ts';

/**
 * Adds an item to the viewer's cart: from a product's page (shop), a cart row (cart) and a marketplace
 * listing (marketplace). The answer updates the header's badge and the cart page alike.
 */
export function useCartItemAdd() {
  return useMutation<useCartItemAddMutation>(graphql`
    mutation useCartItemAddMutation($input: CartItemAddInput!, $language: Language!) {
      cartItemAdd(input: $input) {
        __typename
        ... on CartItemAddSuccess {
          cart {
            id
            ...CartBadge_cart
            ...CartView_cart
          }
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
}

export const updateAfterAdd = (store: Parameters<typeof linkViewerCart>[0]) => linkViewerCart(store, 'cartItemAdd');
