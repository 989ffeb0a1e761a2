import { graphql, useMutation } from 'react-relay/hooks';
import type { useCartChangesDiscountAddMutation } from '../../../__generated__/useCartChangesDiscountAddMutation.graphql';
import type { useCartChangesDiscountRemoveMutation } from '../../../__generated__/useCartChangesDiscountRemoveMutation.graphql';
import type { useCartChangesItemRemoveMutation } from '../../../__generated__/useCartChangesItemRemoveMutation.graphql';
import type { useCartChangesItemUpdateMutation } from '../../../__generated__/useCartChangesItemUpdateMutation.graphql';
import type { useCartChangesVoucherRedeemMutation } from '../../../__generated__/useCartChangesVoucherRedeemMutation.graphql';
import type { useCartChangesVoucherRemoveMutation } from '../../../__generated__/useCartChangesVoucherRemoveMutation.graphql';

/*
 * Every cart change answers with the changed cart, which Relay writes over the cart record it has:
 * the page and the badge follow without a refetch.
 */

export const useCartItemUpdate = () =>
  useMutation<useCartChangesItemUpdateMutation>(graphql`
    mutation useCartChangesItemUpdateMutation($input: CartItemUpdateInput!, $language: Language!) {
      cartItemUpdate(input: $input) {
        __typename
        ... on CartItemUpdateSuccess {
          cart {
            ...CartBadge_cart
            ...CartView_cart
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useCartItemRemove = () =>
  useMutation<useCartChangesItemRemoveMutation>(graphql`
    mutation useCartChangesItemRemoveMutation($input: CartItemRemoveInput!, $language: Language!) {
      cartItemRemove(input: $input) {
        __typename
        ... on CartItemRemoveSuccess {
          cart {
            ...CartBadge_cart
            ...CartView_cart
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useVoucherRedeem = () =>
  useMutation<useCartChangesVoucherRedeemMutation>(graphql`
    mutation useCartChangesVoucherRedeemMutation($input: VoucherRedeemInput!, $language: Language!) {
      voucherRedeem(input: $input) {
        __typename
        ... on VoucherRedeemSuccess {
          cart {
            ...CartBadge_cart
            ...CartView_cart
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useVoucherRemove = () =>
  useMutation<useCartChangesVoucherRemoveMutation>(graphql`
    mutation useCartChangesVoucherRemoveMutation($input: VoucherRemoveInput!, $language: Language!) {
      voucherRemove(input: $input) {
        __typename
        ... on VoucherRemoveSuccess {
          cart {
            ...CartView_cart
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useDiscountCodeAdd = () =>
  useMutation<useCartChangesDiscountAddMutation>(graphql`
    mutation useCartChangesDiscountAddMutation($input: DiscountCodeAddInput!, $language: Language!) {
      discountCodeAdd(input: $input) {
        __typename
        ... on DiscountCodeAddSuccess {
          cart {
            ...CartView_cart
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

export const useDiscountCodeRemove = () =>
  useMutation<useCartChangesDiscountRemoveMutation>(graphql`
    mutation useCartChangesDiscountRemoveMutation($input: DiscountCodeRemoveInput!, $language: Language!) {
      discountCodeRemove(input: $input) {
        __typename
        ... on DiscountCodeRemoveSuccess {
          cart {
            ...CartView_cart
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
