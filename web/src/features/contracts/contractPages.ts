import contractPageQuery, { type ContractPageQuery } from '../../__generated__/ContractPageQuery.graphql.ts';
import contractAddressPageQuery, {
  type ContractAddressPageQuery,
} from '../../__generated__/ContractAddressPageQuery.graphql.ts';
import contractPaymentMethodPageQuery, {
  type ContractPaymentMethodPageQuery,
} from '../../__generated__/ContractPaymentMethodPageQuery.graphql.ts';
import contractPricingClassPageQuery, {
  type ContractPricingClassPageQuery,
} from '../../__generated__/ContractPricingClassPageQuery.graphql.ts';
import contractTerminationPageQuery, {
  type ContractTerminationPageQuery,
} from '../../__generated__/ContractTerminationPageQuery.graphql.ts';
import contractTicketMediumPageQuery, {
  type ContractTicketMediumPageQuery,
} from '../../__generated__/ContractTicketMediumPageQuery.graphql.ts';
import contractTransferPageQuery, {
  type ContractTransferPageQuery,
} from '../../__generated__/ContractTransferPageQuery.graphql.ts';
import contractTransferStartPageQuery, {
  type ContractTransferStartPageQuery,
} from '../../__generated__/ContractTransferStartPageQuery.graphql.ts';
import contractsPageQuery, { type ContractsPageQuery } from '../../__generated__/ContractsPageQuery.graphql.ts';
import { page, type PageAddress, type PageTable } from '../../app/page.ts';
import { paths } from '../../app/pages.ts';

/** The contract of the address: the service's id as the URL carries it (the graph takes it as it is). */
const contractOf = ({ params }: PageAddress) => ({ id: params.contractId ?? '' });

/**
 * Season-ticket contracts: the list, one contract, the subscriber's changes (addresses, payment method, price
 * class, ticket format, a new recipient or subscriber, the termination), and the pages the mails of a change of
 * recipient and of a subscriber transfer link. Personal: their queries run from the browser with the person's
 * token. The graph answers null (not found) for anything but one of the viewer's contracts.
 */
export const contractPages = {
  contracts: page<ContractsPageQuery>({
    path: (language) => paths.contracts(language),
    query: contractsPageQuery,
    module: 'src/features/contracts/ContractsPage.tsx',
    Component: async () => (await import('./ContractsPage.tsx')).ContractsPage,
  }),
  contractRecipientChange: page<ContractTransferPageQuery>({
    path: (language) => paths.contractRecipientChange(language, ':transferId'),
    query: contractTransferPageQuery,
    // The mail's link: the service's id of the transfer, with its kind.
    variables: ({ params }) => ({ id: params.transferId ?? '', kind: 'RECIPIENT' }),
    module: 'src/features/contracts/ContractTransferPage.tsx',
    Component: async () => (await import('./ContractTransferPage.tsx')).ContractRecipientChangePage,
  }),
  contractTakeover: page<ContractTransferPageQuery>({
    path: (language) => paths.contractTakeover(language, ':transferId'),
    query: contractTransferPageQuery,
    // The mail's link: the service's id of the transfer, with its kind.
    variables: ({ params }) => ({ id: params.transferId ?? '', kind: 'SUBSCRIBER' }),
    module: 'src/features/contracts/ContractTransferPage.tsx',
    Component: async () => (await import('./ContractTransferPage.tsx')).ContractTakeoverPage,
  }),
  contract: page<ContractPageQuery>({
    path: (language) => paths.contract(language, ':contractId'),
    query: contractPageQuery,
    variables: contractOf,
    module: 'src/features/contracts/ContractPage.tsx',
    Component: async () => (await import('./ContractPage.tsx')).ContractPage,
  }),
  contractInvoiceAddress: page<ContractAddressPageQuery>({
    path: (language) => paths.contractInvoiceAddress(language, ':contractId'),
    query: contractAddressPageQuery,
    variables: contractOf,
    module: 'src/features/contracts/ContractAddressPage.tsx',
    Component: async () => (await import('./ContractAddressPage.tsx')).ContractInvoiceAddressPage,
  }),
  contractShippingAddress: page<ContractAddressPageQuery>({
    path: (language) => paths.contractShippingAddress(language, ':contractId'),
    query: contractAddressPageQuery,
    variables: contractOf,
    module: 'src/features/contracts/ContractAddressPage.tsx',
    Component: async () => (await import('./ContractAddressPage.tsx')).ContractShippingAddressPage,
  }),
  contractPaymentMethod: page<ContractPaymentMethodPageQuery>({
    path: (language) => paths.contractPaymentMethod(language, ':contractId'),
    query: contractPaymentMethodPageQuery,
    variables: contractOf,
    module: 'src/features/contracts/ContractPaymentMethodPage.tsx',
    Component: async () => (await import('./ContractPaymentMethodPage.tsx')).ContractPaymentMethodPage,
  }),
  contractPricingClass: page<ContractPricingClassPageQuery>({
    path: (language) => paths.contractPricingClass(language, ':contractId'),
    query: contractPricingClassPageQuery,
    variables: contractOf,
    module: 'src/features/contracts/ContractPricingClassPage.tsx',
    Component: async () => (await import('./ContractPricingClassPage.tsx')).ContractPricingClassPage,
  }),
  contractTicketMedium: page<ContractTicketMediumPageQuery>({
    path: (language) => paths.contractTicketMedium(language, ':contractId'),
    query: contractTicketMediumPageQuery,
    variables: contractOf,
    module: 'src/features/contracts/ContractTicketMediumPage.tsx',
    Component: async () => (await import('./ContractTicketMediumPage.tsx')).ContractTicketMediumPage,
  }),
  contractNewRecipient: page<ContractTransferStartPageQuery>({
    path: (language) => paths.contractNewRecipient(language, ':contractId'),
    query: contractTransferStartPageQuery,
    variables: contractOf,
    module: 'src/features/contracts/ContractTransferStartPage.tsx',
    Component: async () => (await import('./ContractTransferStartPage.tsx')).ContractNewRecipientPage,
  }),
  contractNewSubscriber: page<ContractTransferStartPageQuery>({
    path: (language) => paths.contractNewSubscriber(language, ':contractId'),
    query: contractTransferStartPageQuery,
    variables: contractOf,
    module: 'src/features/contracts/ContractTransferStartPage.tsx',
    Component: async () => (await import('./ContractTransferStartPage.tsx')).ContractNewSubscriberPage,
  }),
  contractTermination: page<ContractTerminationPageQuery>({
    path: (language) => paths.contractTermination(language, ':contractId'),
    query: contractTerminationPageQuery,
    variables: contractOf,
    module: 'src/features/contracts/ContractTerminationPage.tsx',
    Component: async () => (await import('./ContractTerminationPage.tsx')).ContractTerminationPage,
  }),
} satisfies PageTable;
