import { graphql, useMutation } from 'react-relay/hooks';
import type { useCartMergeNoticesDismissMutation } from '../../../__generated__/useCartMergeNoticesDismissMutation.graphql';

/** The person has read what signing in could not bring over; the answer's cart no longer lists it. */
export const useCartMergeNoticesDismiss = () =>
  useMutation<useCartMergeNoticesDismissMutation>(graphql`
    mutation useCartMergeNoticesDismissMutation($input: CartMergeNoticesDismissInput!) {
      cartMergeNoticesDismiss(input: $input) {
        __typename
        ... on CartMergeNoticesDismissSuccess {
          cart {
            ...CartMergeNotices_cart
          }
        }
      }
    }
  `);
