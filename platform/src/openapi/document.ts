import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { AddressBookEntry } from '../account/address-book-entries.ts';
import { Address } from '../account/addresses.ts';
import { EmailEntry } from '../account/emails.ts';
import { Contact, Membership } from '../account/routes.ts';
import { Cart, Partner } from '../cart/schemas.ts';
import { Channel, Deployment } from '../channels/routes.ts';
import { PaymentMethodStart } from '../checkout/payment-methods.ts';
import { Checkout, CheckoutStart, PaymentInfo } from '../checkout/schemas.ts';
import { Match, NewsCard, NewsDetail, Page, Person, SearchResult, Site } from '../content/schemas.ts';
import { Problem } from '../http/problem.ts';
import { jobSchemas } from '../jobs/schemas.ts';
import { liveSchemas } from '../live/schemas.ts';
import { OrganizationInvitation, OrganizationMember } from '../organizations/routes.ts';
import { ProductImpression, ProductImpressionPage } from '../shop/impressions.ts';
import { Category, Product, ProductPage } from '../shop/schemas.ts';
import {
  Group,
  Sweepstake,
  SweepstakeDraw,
  SweepstakePage,
  SweepstakeSeries,
  SweepstakeSeriesPage,
} from '../sweepstakes/schemas.ts';
import { PlayerSetting, Video, VideoAuthorization, VideoHeartbeat, VideoPage, VideoSession } from '../video/schemas.ts';
import { PaywallSubscription } from '../shop/paywall.ts';
import { MatchOffer } from '../ticketing/routes.ts';
import { PaywallPlan } from '../video/subscription-routes.ts';
import { Event, Ticket, TicketDetail, TicketTransfer, WalletAsset } from '../wallet/schemas.ts';

/**
 * The platform's OpenAPI document (written out by ./write.ts; the graph's upstream types are generated from
 * it): its description, the bearer scheme, and every shared schema named by its $id.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    // Components are named by their $id (Product, Problem, …) so generated client types read well.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? json.title ?? `def-${i}`),
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Club platform',
        version: '1.0.0',
        description: 'Reference implementation of the club’s REST services. Failures answer application/problem+json.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The channel registry's routes for graph instances (channels/routes.ts): the graph's client id and secret.
          basic: { type: 'http', scheme: 'basic' },
        },
      },
    },
  });
  for (const schema of [
    Problem,
    Product,
    ProductPage,
    Category,
    Contact,
    Membership,
    WalletAsset,
    Cart,
    Partner,
    Site,
    Page,
    NewsCard,
    NewsDetail,
    Person,
    Match,
    SearchResult,
    OrganizationMember,
    OrganizationInvitation,
    Address,
    EmailEntry,
    Checkout,
    CheckoutStart,
    PaymentInfo,
    PaymentMethodStart,
    Ticket,
    TicketDetail,
    Event,
    MatchOffer,
    TicketTransfer,
    AddressBookEntry,
    Video,
    VideoPage,
    VideoAuthorization,
    VideoSession,
    VideoHeartbeat,
    PlayerSetting,
    PaywallSubscription,
    PaywallPlan,
    ProductImpression,
    ProductImpressionPage,
    Sweepstake,
    SweepstakeSeries,
    SweepstakeSeriesPage,
    SweepstakePage,
    SweepstakeDraw,
    Group,
    Channel,
    Deployment,
    ...liveSchemas,
    ...jobSchemas,
  ])
    app.addSchema(schema);
}
