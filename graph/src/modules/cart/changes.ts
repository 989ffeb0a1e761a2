import type { GraphContext } from '../../context.ts';
import type { CartOwner } from '../../upstreams/cart/client.ts';
import type { UpstreamCart } from '../../upstreams/cart/types.ts';
import { UpstreamError } from '../../upstreams/upstream-error.ts';
import type { CartModel } from './cart.mappers.ts';
import { asTypedError, type ErrorTypename } from './errors.ts';
import type { TypedError } from '../base/typed-errors.ts';

export const asCart = (cart: UpstreamCart): CartModel => ({ ...cart, __typename: 'Cart' });

/** The refusals every change of an item may meet. */
export const ITEM_ERRORS = [
  'CartItemMaxQuantityReachedError',
  'CartItemStockExceededError',
  'CartItemInactiveError',
  'InvalidInputError',
  'NotFoundError',
] as const;

/**
 * Runs a cart change for the shopper and maps the service's refusals to the result union's types.
 * An anonymous shopper whose id the service no longer knows starts afresh, once.
 */
export async function change<Allowed extends ErrorTypename>(
  context: GraphContext,
  countryCode: string,
  allowed: readonly Allowed[],
  run: (owner: CartOwner) => Promise<UpstreamCart>,
): Promise<{ cart: CartModel } | TypedError<Allowed>> {
  const { shopper } = context;
  try {
    let cart: UpstreamCart;
    try {
      cart = await run(await shopper.owner(countryCode));
    } catch (error) {
      if (!(shopper.isAnonymous && error instanceof UpstreamError && error.status === 401)) throw error;
      await shopper.forgetAnonymous();
      await shopper.startAnonymous();
      cart = await run(await shopper.owner(countryCode));
    }
    // Fields of the answer read the changed cart instead of asking again.
    context.loaders.cart.cart.clear(cart.countryCode).prime(cart.countryCode, cart);
    return { cart: asCart(cart) };
  } catch (error) {
    return asTypedError(error, allowed, context.language, countryCode);
  }
}

/** A change's result as its union's member: the success type named, or the typed error as it is. */
export function withTypename<Name extends string, Refused extends object>(
  result: { cart: CartModel } | Refused,
  success: Name,
): { __typename: Name; cart: CartModel } | Refused {
  return 'cart' in result ? { __typename: success, ...result } : result;
}
