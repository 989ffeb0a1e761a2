import { graphql, useMutation } from 'react-relay/hooks';
import type { useStartCheckoutMutation } from '../../../__generated__/useStartCheckoutMutation.graphql';

/** Starts the checkout; the answer is the next step or the typed reason why not. */
export function useStartCheckout() {
  return useMutation<useStartCheckoutMutation>(graphql`
    mutation useStartCheckoutMutation($input: CheckoutStartInput!) {
      checkoutStart(input: $input) {
        __typename
        ... on CheckoutRedirect {
          checkoutId
          url
        }
        ... on CheckoutCardForm {
          checkoutId
          scriptUrl
        }
        ... on CheckoutConfirmed {
          confirmationId
        }
        ... on InvalidInputError {
          field
        }
        ... on CheckoutForeignAddressWithoutPhoneError {
          field
        }
        ... on IbanInvalidError {
          field
        }
        ... on Error {
          code
          message
        }
      }
    }
  `);
}
