import checkoutPageQuery, { type CheckoutPageQuery } from '../../__generated__/CheckoutPageQuery.graphql.ts';
import confirmationPageQuery, {
  type ConfirmationPageQuery,
} from '../../__generated__/ConfirmationPageQuery.graphql.ts';
import orderPageQuery, { type OrderPageQuery } from '../../__generated__/OrderPageQuery.graphql.ts';
import ordersPageQuery, { type OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql.ts';
import { page, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/**
 * The checkout, its finished page, and the orders it made. Personal: their queries run from the browser with
 * the person's token, and the checkout's code (forms, zod, the card frame) loads only here.
 */
export const checkoutPages = {
  checkout: page<CheckoutPageQuery>({
    path: (language) => paths.checkout(language),
    query: checkoutPageQuery,
    module: 'src/features/checkout/CheckoutPage.tsx',
    Component: async () => (await import('./CheckoutPage.tsx')).CheckoutPage,
  }),
  checkoutConfirmation: page<ConfirmationPageQuery>({
    path: (language) => paths.checkoutConfirmation(language),
    query: confirmationPageQuery,
    // The id is the raw query string (spec 2 section 2); anything else names no checkout.
    variables: ({ search }) => ({ id: confirmationIdOf(search) }),
    module: 'src/features/checkout/ConfirmationPage.tsx',
    Component: async () => (await import('./ConfirmationPage.tsx')).ConfirmationPage,
  }),
  orders: page<OrdersPageQuery>({
    path: (language) => paths.orders(language),
    query: ordersPageQuery,
    module: 'src/features/checkout/OrdersPage.tsx',
    Component: async () => (await import('./OrdersPage.tsx')).OrdersPage,
  }),
  order: page<OrderPageQuery>({
    path: (language) => paths.order(language, ':number'),
    query: orderPageQuery,
    // The graph answers null (not found) for anything but one of the viewer's order numbers.
    variables: ({ params }) => ({ number: params.number ?? '' }),
    module: 'src/features/checkout/OrderPage.tsx',
    Component: async () => (await import('./OrderPage.tsx')).OrderPage,
  }),
} satisfies PageTable;

/** The checkout id of the confirmation's address: its whole query string, or "-", which names no checkout. */
export function confirmationIdOf(search: string): string {
  const raw = search.replace(/^\?/, '');
  return /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : '-';
}
