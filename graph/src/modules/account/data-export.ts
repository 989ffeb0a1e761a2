import { personScope } from '../../auth/scopes.ts';
import type { GraphContext } from '../../context.ts';
import type { UpstreamCheckout } from '../../upstreams/checkout/types.ts';
import type { UpstreamContract } from '../../upstreams/contracts/types.ts';
import { UpstreamError } from '../../upstreams/upstream-error.ts';

/** Orders pages the export reads at most (50 checkouts each): a bound, far above any fan's history. */
const MAX_ORDER_PAGES = 40;
const PAGE_SIZE = 50;
/** The wallet's page size (spec 2 section 9: 1000 per page for tickets and transfers). */
const WALLET_PAGE_SIZE = 1000;

/**
 * Everything the club's services hold about the person (GDPR Art. 15 and 20), assembled by the graph from
 * each service with the person's own token: profile, e-mail addresses, address book, consents, orders,
 * tickets and season tickets (without their barcodes, which are entry credentials, not data about the
 * person), ticket transfers, the address book of transfer recipients, contracts, organisation memberships, stored payment methods (as the
 * services keep them: brand and last digits, never full numbers) and video subscriptions. A service that cannot answer fails the export rather than
 * leaving a part out unnoticed; the person tries again.
 */
export async function assembleDataExport(
  context: GraphContext,
): Promise<{ fileName: string; contentType: string; content: string }> {
  const scope = personScope(context);
  const { account, checkout, video, wallet, contracts: contractService } = context.services;
  const ticketPage = (list: Parameters<typeof wallet.tickets>[1]) =>
    wallet
      .tickets(scope, list, 1, WALLET_PAGE_SIZE)
      .then((page) => page.items.map(({ barcode: _, ...ticket }) => ticket));
  const [
    profile,
    emails,
    addresses,
    catalogue,
    consents,
    memberships,
    paymentMethods,
    videoSubscriptions,
    orders,
    tickets,
    ticketArchive,
    seasonTickets,
    seasonTicketArchive,
    transfers,
    contracts,
    addressBook,
  ] = await Promise.all([
    account.self(scope),
    account.emails(scope),
    checkout.addresses(scope),
    account.consentCatalogue({ requestId: scope.requestId, signal: scope.signal }, 'de'),
    account.grantedConsents(scope),
    account.memberships(scope),
    checkout.paymentInfo(scope),
    video.paywallSubscriptions(scope),
    allOrders(context),
    ticketPage({ kind: 'tickets', scope: 'upcoming' }),
    ticketPage({ kind: 'tickets', scope: 'archive' }),
    ticketPage({ kind: 'seasonTickets', scope: 'current' }),
    ticketPage({ kind: 'seasonTickets', scope: 'archive' }),
    wallet.transfers(scope, 1, WALLET_PAGE_SIZE),
    contractService.list(scope),
    account.addressBook(scope, undefined),
  ]);
  const ownSubject = context.viewer.kind === 'person' ? context.viewer.person.subject : '';
  const consentName = new Map(catalogue.map((consent) => [consent.id, consent.key]));
  const exportedAt = new Date().toISOString();
  const document = {
    exportedAt,
    description:
      'Alle Daten, die die Dienste des Vereins über dich speichern. / Everything the club’s services hold about you.',
    profile,
    emailAddresses: emails,
    addresses,
    consents: consents.map((grant) => ({ ...grant, consent: consentName.get(grant.consentId) ?? null })),
    organizationMemberships: memberships,
    paymentMethods,
    videoSubscriptions,
    orders,
    tickets: [...tickets, ...ticketArchive],
    seasonTickets: [...seasonTickets, ...seasonTicketArchive],
    ticketTransfers: transfers.items,
    // The people the person forwarded tickets to: their entries are the person's data.
    addressBook,
    contracts: contracts.map((contract) => ownPartOfContract(contract, ownSubject)),
  };
  return {
    fileName: `datenauskunft-${exportedAt.slice(0, 10)}.json`,
    contentType: 'application/json',
    content: JSON.stringify(document, null, 2),
  };
}

/** A party of a contract as the services name it. */
interface Party {
  subjectId: string;
  firstName: string;
  lastName: string;
}

/** Another party is named, as the contract screens name them, but their account id is theirs, not the person's. */
function namedParty(party: Party | null, ownSubject: string): Partial<Party> | null {
  if (!party) return null;
  if (party.subjectId === ownSubject) return party;
  return { firstName: party.firstName, lastName: party.lastName };
}

/**
 * The person's part of a contract: the other party (subscriber, recipient, next season's recipient) by name
 * only, and the contract's addresses only where they are the person's own. A shipping address of a contract
 * whose season ticket goes to another person is where that person receives it: their address, left out.
 */
export function ownPartOfContract(contract: UpstreamContract, ownSubject: string) {
  const forAnother = contract.recipient !== null && contract.recipient.subjectId !== ownSubject;
  return {
    ...contract,
    subscriber: namedParty(contract.subscriber, ownSubject),
    recipient: namedParty(contract.recipient, ownSubject),
    upcomingSeason: {
      ...contract.upcomingSeason,
      recipient: namedParty(contract.upcomingSeason.recipient, ownSubject),
    },
    addresses:
      contract.role === 'Subscriber'
        ? contract.addresses.filter((address) => !(forAnother && address.type === 'shipping'))
        : [],
  };
}

async function allOrders(context: GraphContext): Promise<UpstreamCheckout[]> {
  const scope = personScope(context);
  const checkouts: UpstreamCheckout[] = [];
  for (let page = 1; page <= MAX_ORDER_PAGES; page++) {
    const answer = await context.services.checkout.list(scope, page, PAGE_SIZE).catch((error: unknown) => {
      // No orders yet is an empty history, not a failure.
      if (error instanceof UpstreamError && error.status === 404) return { items: [], totalCount: 0 };
      throw error;
    });
    checkouts.push(...answer.items);
    if (page * PAGE_SIZE >= answer.totalCount) break;
  }
  return checkouts;
}
