import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id } from '../http/inputs.ts';
import { Problem } from '../http/problem.ts';
import { FEW_PLACES, type TicketOffers } from './offer.ts';

const Localised = Type.Object({ de: Type.String(), en: Type.String() });

export const PriceClassSchema = Type.Union(
  [Type.Literal('Adult'), Type.Literal('Reduced'), Type.Literal('Member'), Type.Literal('Child')],
  {
    description:
      'Adult (full price), Reduced (children from 6, pupils, students, disabled fans), Member, Child (up to 6, free); the gate checks the proof',
  },
);

export const MatchOffer = Type.Object(
  {
    eventId: Type.Integer(),
    perPersonLimit: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Tickets one person may have for the match, bought and held; null: no limit',
    }),
    reservationMinutes: Type.Integer({ description: 'How long a cart holds the places' }),
    saleEndsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    onSale: Type.Boolean(),
    blocks: Type.Array(
      Type.Object({
        block: Type.String(),
        area: Localised,
        category: Type.Integer({ minimum: 1, maximum: 5, description: 'Price category, 1 the best view' }),
        seated: Type.Boolean(),
        available: Type.Integer({ description: 'Places free now' }),
        unsold: Type.Integer({ description: 'Places free once the holds of carts have run out' }),
        state: Type.Union([
          Type.Literal('Available'),
          Type.Literal('Few', { description: `Fewer than ${FEW_PLACES} places free` }),
          Type.Literal('HeldByOthers'),
          Type.Literal('SoldOut'),
        ]),
        prices: Type.Array(
          Type.Object({
            productId: Type.Integer(),
            sku: Type.String({ description: 'What the cart adds' }),
            priceClass: PriceClassSchema,
            name: Localised,
            pricingClass: Localised,
            price: Type.Number({ description: 'Euro' }),
          }),
        ),
      }),
    ),
  },
  { $id: 'MatchOffer', title: 'MatchOffer' },
);

/** The box office (issue 44): what a match sells, public. Adding tickets is the cart's (POST /carts/self/tickets). */
export const ticketSaleRoutes: FastifyPluginAsyncTypebox<{ offers: TicketOffers }> = async (app, { offers }) => {
  app.get(
    '/ticketing/v1/matches/:eventId/offer',
    {
      schema: {
        tags: ['ticketing'],
        summary: 'A match’s ticket offer: blocks by stand and category, free places, price classes',
        params: Type.Object({ eventId: Id() }),
        response: { 200: MatchOffer, 400: Problem, 404: Problem },
      },
    },
    // Free places change with every cart: a few seconds of shared caching at most.
    async (request, reply) =>
      reply.header('cache-control', 'public, max-age=2').send(await offers.ofMatch(request.params.eventId)),
  );
};
