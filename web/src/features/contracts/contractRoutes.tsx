import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import contractAddressPageQuery, {
  type ContractAddressPageQuery,
} from '../../__generated__/ContractAddressPageQuery.graphql';
import contractPageQuery, { type ContractPageQuery } from '../../__generated__/ContractPageQuery.graphql';
import contractPaymentMethodPageQuery, {
  type ContractPaymentMethodPageQuery,
} from '../../__generated__/ContractPaymentMethodPageQuery.graphql';
import contractPricingClassPageQuery, {
  type ContractPricingClassPageQuery,
} from '../../__generated__/ContractPricingClassPageQuery.graphql';
import contractsPageQuery, { type ContractsPageQuery } from '../../__generated__/ContractsPageQuery.graphql';
import contractTerminationPageQuery, {
  type ContractTerminationPageQuery,
} from '../../__generated__/ContractTerminationPageQuery.graphql';
import contractTicketMediumPageQuery, {
  type ContractTicketMediumPageQuery,
} from '../../__generated__/ContractTicketMediumPageQuery.graphql';
import contractTransferPageQuery, {
  type ContractTransferPageQuery,
} from '../../__generated__/ContractTransferPageQuery.graphql';
import contractTransferStartPageQuery, {
  type ContractTransferStartPageQuery,
} from '../../__generated__/ContractTransferStartPageQuery.graphql';
import { graphLanguage, paths } from '../../app/language.ts';
import { queryLoader, type RouteSession } from '../../app/routeQuery.ts';
import { LANGUAGES } from '../../i18n/index.ts';

/** The contract of the address: the service's id as the URL carries it (the graph takes it as it is). */
const contractOf = ({ params }: LoaderFunctionArgs) => params.id ?? '';

/**
 * Season-ticket contracts in every language: the list, one contract, the subscriber's changes (addresses,
 * payment method, price class, ticket format, a new recipient or subscriber, the termination), and the
 * pages the mails of a change of recipient and of a subscriber transfer link. All personal: their queries
 * run from the browser with the person's token. Each page's code loads with its route only.
 */
export function contractRoutes(route: RouteSession): RouteObject[] {
  return LANGUAGES.flatMap((language): RouteObject[] => {
    const lang = graphLanguage(language);
    const contract = (args: LoaderFunctionArgs) => ({ id: contractOf(args), language: lang });
    return [
      {
        path: paths.contracts(language),
        loader: queryLoader<ContractsPageQuery>(route, contractsPageQuery, () => ({ language: lang })),
        lazy: { Component: async () => (await import('./ContractsPage.tsx')).ContractsPage },
      },
      {
        // The mails' links: the service's id of the transfer, with its kind.
        path: paths.contractRecipientChange(language, ':transferId'),
        loader: queryLoader<ContractTransferPageQuery>(route, contractTransferPageQuery, ({ params }) => ({
          id: params.transferId ?? '',
          kind: 'RECIPIENT',
          language: lang,
        })),
        lazy: { Component: async () => (await import('./ContractTransferPage.tsx')).ContractRecipientChangePage },
      },
      {
        path: paths.contractTakeover(language, ':transferId'),
        loader: queryLoader<ContractTransferPageQuery>(route, contractTransferPageQuery, ({ params }) => ({
          id: params.transferId ?? '',
          kind: 'SUBSCRIBER',
          language: lang,
        })),
        lazy: { Component: async () => (await import('./ContractTransferPage.tsx')).ContractTakeoverPage },
      },
      {
        path: paths.contract(language, ':id'),
        // The graph answers null (not found) for anything but one of the viewer's contracts.
        loader: queryLoader<ContractPageQuery>(route, contractPageQuery, contract),
        lazy: { Component: async () => (await import('./ContractPage.tsx')).ContractPage },
      },
      {
        path: paths.contractInvoiceAddress(language, ':id'),
        loader: queryLoader<ContractAddressPageQuery>(route, contractAddressPageQuery, contract),
        lazy: { Component: async () => (await import('./ContractAddressPage.tsx')).ContractInvoiceAddressPage },
      },
      {
        path: paths.contractShippingAddress(language, ':id'),
        loader: queryLoader<ContractAddressPageQuery>(route, contractAddressPageQuery, contract),
        lazy: { Component: async () => (await import('./ContractAddressPage.tsx')).ContractShippingAddressPage },
      },
      {
        path: paths.contractPaymentMethod(language, ':id'),
        loader: queryLoader<ContractPaymentMethodPageQuery>(route, contractPaymentMethodPageQuery, contract),
        lazy: {
          Component: async () => (await import('./ContractPaymentMethodPage.tsx')).ContractPaymentMethodPage,
        },
      },
      {
        path: paths.contractPricingClass(language, ':id'),
        loader: queryLoader<ContractPricingClassPageQuery>(route, contractPricingClassPageQuery, contract),
        lazy: { Component: async () => (await import('./ContractPricingClassPage.tsx')).ContractPricingClassPage },
      },
      {
        path: paths.contractTicketMedium(language, ':id'),
        loader: queryLoader<ContractTicketMediumPageQuery>(route, contractTicketMediumPageQuery, contract),
        lazy: { Component: async () => (await import('./ContractTicketMediumPage.tsx')).ContractTicketMediumPage },
      },
      {
        path: paths.contractNewRecipient(language, ':id'),
        loader: queryLoader<ContractTransferStartPageQuery>(route, contractTransferStartPageQuery, contract),
        lazy: { Component: async () => (await import('./ContractTransferStartPage.tsx')).ContractNewRecipientPage },
      },
      {
        path: paths.contractNewSubscriber(language, ':id'),
        loader: queryLoader<ContractTransferStartPageQuery>(route, contractTransferStartPageQuery, contract),
        lazy: {
          Component: async () => (await import('./ContractTransferStartPage.tsx')).ContractNewSubscriberPage,
        },
      },
      {
        path: paths.contractTermination(language, ':id'),
        loader: queryLoader<ContractTerminationPageQuery>(route, contractTerminationPageQuery, contract),
        lazy: { Component: async () => (await import('./ContractTerminationPage.tsx')).ContractTerminationPage },
      },
    ];
  });
}
