import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { personScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import { upperCase } from '../../shared/enums.ts';
import { isCode, parseDatabaseId } from '../../shared/input.ts';
import { localized, serviceLanguage } from '../../shared/language.ts';
import { log } from '../../shared/log.ts';
import { fromMinorUnits, toMinorUnits } from '../../shared/money.ts';
import { fromGlobalId, toGlobalId } from '../../shared/relay.ts';
import { UpstreamError } from '../../upstreams/upstream-error.ts';
import type { UpstreamPaywallPlan } from '../../upstreams/video/types.ts';
import { errorUnion, typedError, typedRefusal } from '../base/typed-errors.ts';

const invalid = (context: GraphContext, field: string) =>
  typedError(context, 'InvalidInputError', 'INVALID_INPUT', { field });

/** A stored payment method's provider token, as the platform makes them (tok_…); anything else names none. */
const PAYMENT_TOKEN_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Club TV's plans (public and shared); null when the shop cannot answer right now, logged. */
async function plansOf(context: GraphContext): Promise<UpstreamPaywallPlan[] | null> {
  try {
    return await context.loaders.video.plans.load('all');
  } catch (error) {
    log.warn('video subscription plans unavailable', {
      requestId: context.requestId,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

const createRefusals = errorUnion(
  'PaywallPlanUnknownError',
  'PaywallSubscriptionExistsError',
  'PaymentTokenUnknownError',
  'PaywallPaymentDeclinedError',
  'InvalidInputError',
);
const cancelRefusals = errorUnion('PaywallSubscriptionNotCancellableError', 'NotFoundError', 'InvalidInputError');

/**
 * Buying Club TV (issue #44): the plans, subscribing with a stored payment method and cancelling to the end of
 * the period. The rules (one running subscription, whose payment method, the charge) are the platform's; the
 * graph checks the form of what it passes on and maps the refusals to the result unions.
 */
export const videoSubscriptionResolvers = {
  Query: {
    videoSubscriptionPlans: (_root, _args, context) => plansOf(context),
  },
  VideoSubscriptionPlan: {
    code: (plan) => plan.id,
    name: (plan, _args, context) => localized(plan.name, context.language),
    price: (plan) => fromMinorUnits(toMinorUnits(plan.price.amount, 'EUR'), 'EUR'),
    period: (plan) => upperCase(plan.period),
  },
  VideoSubscription: {
    id: (subscription) => toGlobalId('VideoSubscription', String(subscription.id)),
    internalId: (subscription) => subscription.id,
    state: (subscription) =>
      subscription.state === 'RenewalFailed' ? 'RENEWAL_FAILED' : upperCase(subscription.state),
    paywall: (subscription) => ({ internalId: subscription.paywall.id, partnerId: subscription.paywall.partnerId }),
    async plan(subscription, _args, context) {
      if (!subscription.planId) return null;
      return (await plansOf(context))?.find((plan) => plan.id === subscription.planId) ?? null;
    },
    cancellable: (subscription) => subscription.state === 'Active',
  },
  Mutation: {
    async videoSubscriptionCreate(_root, { input }, context) {
      if (!isCode(input.planCode)) return invalid(context, 'planCode');
      const parsed = fromGlobalId(input.paymentMethodId);
      const tokenId = parsed?.type === 'StoredPaymentMethod' ? parsed.internalId : '';
      if (!PAYMENT_TOKEN_ID.test(tokenId)) return invalid(context, 'paymentMethodId');
      // The person's own token: a subscription is theirs, also while they act for an organisation.
      const scope = personScope(context);
      try {
        const subscription = await context.services.video.subscribe(scope, {
          planId: input.planCode,
          paymentTokenId: tokenId,
          language: serviceLanguage(context.language),
        });
        return {
          __typename: 'VideoSubscriptionCreateSuccess' as const,
          subscription,
          paywallSubscriptions: await context.loaders.video.paywall.load('self'),
        };
      } catch (error) {
        return typedRefusal(context, error, createRefusals);
      }
    },
    async videoSubscriptionCancel(_root, { input }, context) {
      const parsed = fromGlobalId(input.subscriptionId);
      const id = parsed?.type === 'VideoSubscription' ? parseDatabaseId(parsed.internalId) : null;
      if (id === null) return invalid(context, 'subscriptionId');
      try {
        const subscription = await context.services.video.cancelSubscription(personScope(context), id);
        return { __typename: 'VideoSubscriptionCancelSuccess' as const, subscription };
      } catch (error) {
        // Another person's subscription is not found, never forbidden.
        if (error instanceof UpstreamError && error.status === 403)
          return typedError(context, 'NotFoundError', 'NOT_FOUND');
        return typedRefusal(context, error, cancelRefusals);
      }
    },
  },
} satisfies Resolvers;

/** A subscription by global id: only among the viewer's own, so another person's id yields null. */
export const videoSubscriptionNodeLoaders = {
  async VideoSubscription(internalId: string, context: GraphContext) {
    const id = parseDatabaseId(internalId);
    if (id === null || context.viewer.kind !== 'person') return null;
    const { items } = await context.loaders.video.paywall.load('self');
    const subscription = items.find((item) => item.id === id);
    return subscription ? { ...subscription, __typename: 'VideoSubscription' as const } : null;
  },
};
