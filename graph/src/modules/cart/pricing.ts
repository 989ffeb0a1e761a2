/** The cart's pricing flags (`CartPricing`): what each reads besides the cart, and the rules they apply. */
import type { GraphContext } from '../../context.ts';

/** A birthday discount applies this many days after the birthday. */
export const BIRTHDAY_WINDOW_DAYS = 10;

/**
 * What each pricing flag of `CartPricing` reads besides the cart. The flags resolve only once the cart has
 * answered; starting their calls together with the cart's keeps a screen's calls in one wave.
 */
const pricingCalls: Record<string, (context: GraphContext) => Promise<unknown>[]> = {
  showMemberPrices: (context) => [
    context.loaders.cart.memberships.load('self'),
    context.loaders.cart.walletAssets.load('self'),
  ],
  isClubMember: (context) => [context.loaders.cart.walletAssets.load('self')],
  inBirthdayRange: (context) => [context.loaders.account.person.load('self')],
  organizationPriceGroups: (context) => [
    context.loaders.cart.memberships.load('self'),
    ...(context.viewer.kind === 'person' && context.viewer.organization
      ? [context.loaders.account.effective.load('self')]
      : []),
  ],
};

/** Starts the calls of the selected pricing flags; the flags' resolvers then wait for the same loads. */
export function startPricingCalls(context: GraphContext, flags: ReadonlySet<string>): void {
  if (context.viewer.kind !== 'person') return;
  for (const flag of flags) {
    // A failure reaches the flag that reads it; nothing waits on the load here.
    for (const call of pricingCalls[flag]?.(context) ?? []) call.catch(() => undefined);
  }
}

/** Whether the viewer holds a club membership badge in the wallet. */
export async function isClubMember(context: GraphContext): Promise<boolean> {
  if (context.viewer.kind !== 'person') return false;
  const assets = await context.loaders.cart.walletAssets.load('self');
  return assets.some((asset) => asset.assetTemplate.type.endsWith('MembershipBadge'));
}

/** Days since this year's birthday (a future birthday this year gives a negative number). */
export function daysSinceBirthdayThisYear(birthday: string, today = new Date()): number {
  const [, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const thisYear = Date.UTC(today.getUTCFullYear(), month - 1, day);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const days = (now - thisYear) / 86_400_000;
  return days < 0 ? Number.POSITIVE_INFINITY : days;
}
