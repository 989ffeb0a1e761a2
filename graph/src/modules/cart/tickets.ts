import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { change, ITEM_ERRORS, withTypename } from './changes.ts';
import { countryError, firstError, ticketsError } from './inputs.ts';

/** The box office's names of the price classes. */
const PRICE_CLASSES = { ADULT: 'Adult', MEMBER: 'Member', REDUCED: 'Reduced', CHILD: 'Child' } as const;

/**
 * Tickets of a match into the cart (issue 44): the box office holds their places in one block, the named one or
 * the best available; its refusals (sold out, held by other carts, the limit per person) are typed errors.
 */
export const cartTicketResolvers: Resolvers = {
  Mutation: {
    async cartTicketsAdd(_root, { input }, context) {
      const country = (input.countryCode ?? 'DE').toUpperCase();
      const refused = firstError(ticketsError(input, context.language), countryError(country, context.language));
      if (refused) return refused;
      const allowed = [
        ...ITEM_ERRORS,
        'TicketsSoldOutError',
        'TicketsHeldByOthersError',
        'TicketLimitReachedError',
        'TicketIsNotCheckoutableError',
        'CartShippingCountryUnknownError',
      ] as const;
      const result = await change(context, country, allowed, (owner) =>
        context.services.cart.addTickets(owner, country, {
          eventId: input.matchId,
          ...(input.block != null ? { block: input.block } : {}),
          ...(input.category != null ? { category: input.category } : {}),
          quantities: input.quantities.map((entry) => ({
            priceClass: PRICE_CLASSES[entry.priceClass],
            quantity: entry.quantity,
          })),
        }),
      );
      return withTypename(result, 'CartTicketsAddSuccess');
    },
  },
};
