import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UserManager, type User } from 'oidc-client-ts';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { GraphRequestError } from '../../app/RelayEnvironment.ts';
import { dismissToast, toasts } from '../../app/toast.ts';
import { COOKIES } from '../../auth/cookies.ts';
import { Session } from '../../auth/session.ts';
import {
  clearOfflineWallet,
  readSavedTicket,
  readSavedWallet,
  saveTicketDetail,
  saveTickets,
  type SavedTicket,
} from '../../auth/offlineWallet.ts';
import { renderPages } from '../../test/pages.tsx';
import { walletPages } from './walletPages.ts';
import { answerMutation } from '../../test/relay.ts';

const SUBJECT = '7f1c1a52-3c55-4a8e-9d5e-0a1b2c3d4e01';

beforeEach(async () => {
  await clearOfflineWallet();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.cookie = `${COOKIES.loginDateTime}=; Path=/; Max-Age=0`;
});

const userManager = async () =>
  new UserManager({
    authority: 'http://identity.test',
    client_id: 'club-web',
    redirect_uri: 'http://localhost/sso/callback',
  });

/** A person signed in (their subject is what the device keeps tickets under), or nobody. */
function sessionFor(signedIn: boolean): Session {
  const session = new Session(userManager);
  if (signedIn) {
    const user = { profile: { sub: SUBJECT }, expired: false, access_token: 'token-1' } as unknown as User;
    (session as unknown as { set(change: { user: User; ready: boolean }): void }).set({ user, ready: true });
  }
  return session;
}

const renderAt = (path: string, { signedIn = true, session = sessionFor(signedIn) } = {}): RelayMockEnvironment =>
  renderPages(walletPages, path, { signedIn, session }).environment;

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

const BARCODE = 'eyJhbGciOiJFZERTQSIsInR5cCI6InRpY2tldCtqd3QifQ.eyJ0aWQiOjQyLCJ2ZXIiOjF9.c2lnbmF0dXJl';
const venue = { name: 'Südstadt-Arena', street: 'Arenaallee 1', postalCode: '12345', city: 'Südstadt' };

const ticket = (id: string, seat: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  internalId: 42,
  serialNumber: 'TS-2026-000042',
  kind: 'DAY_TICKET',
  event: {
    name: 'SC Südstadt 1899 – SV Eichenau 04',
    competition: 'Liga',
    kickoff: '2026-11-30T14:30:00Z',
    kickoffDate: '2026-11-30',
  },
  season: null,
  block: seat ? 'C' : 'S3',
  row: seat ? '12' : null,
  seat,
  media: 'MOBILE_TICKET',
  pricingClass: seat ? 'Vollzahler' : 'Stehplatz',
  price: { amount: seat ? '45.00' : '18.00', currencyCode: 'EUR' },
  venue,
  orderNumber: 'T-104711',
  barcode: BARCODE,
  isTransferable: true,
  belongsToContract: false,
  pendingTransfer: null,
  terms: 'Es gelten die Allgemeinen Ticket-Geschäftsbedingungen.',
  venueRules: 'Einlass ab 90 Minuten vor Anstoß.',
  marketplace: { canBeOffered: true, notOfferableReason: null, payoutTypes: ['VOUCHER'], offer: null },
  ...extra,
});

/** Answers the page's query: a signed-in person acting as themselves, unless told otherwise. */
async function resolvePage(environment: RelayMockEnvironment, resolvers: Resolvers = {}) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Person: () => ({ displayName: 'Lena Fischer' }),
        Viewer: () => ({ actingFor: null }),
        ...resolvers,
      }),
    ),
  );
}

const currentToast = () => toasts.snapshot()?.message;

describe('the ticket tabs', () => {
  it('show each upcoming ticket as a card and keep them on the device for the gate', async () => {
    const environment = renderAt('/konto/tickets');
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables).toMatchObject({ scope: 'UPCOMING', language: 'DE', signedIn: true });
    await resolvePage(environment, {
      TicketConnection: () => ({
        totalCount: 2,
        edges: [
          {
            node: ticket('VGlja2V0OjQy', '7', { pendingTransfer: { state: 'PENDING', recipientEmail: 'a@b.example' } }),
          },
          { node: ticket('VGlja2V0OjQz', null, { media: 'PRINT_AT_HOME', internalId: 43 }) },
        ],
        pageInfo: { hasNextPage: false, endCursor: 'c2' },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tagestickets' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Deine Tickets' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tagestickets', 'Archiv', 'Dauerkarten', 'Dauerkarten-Archiv', 'Marktplatz', 'Weitergaben']);
    expect(within(tabs).getByRole('link', { name: 'Tagestickets' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Dauerkarten' }).getAttribute('href')).toBe(
      '/konto/tickets/dauerkarten',
    );
    const account = screen.getByRole('navigation', { name: 'Kontobereich' });
    expect(within(account).getByRole('link', { name: 'Tickets' }).getAttribute('aria-current')).toBe('page');

    const list = screen.getByRole('list', { name: 'Tickets für kommende Spiele' });
    const seat = within(list).getByRole('link', { name: /Block C, Reihe 12, Platz 7/ });
    expect(seat.getAttribute('href')).toBe('/konto/tickets/VGlja2V0OjQy');
    const card = seat.closest('li')!;
    expect(within(card).getByText('30.11.2026, 15:30')).toBeTruthy();
    expect(within(card).getByText('Mobiles Ticket')).toBeTruthy();
    expect(within(card).getByText('Vollzahler')).toBeTruthy();
    expect(within(card).getByText('45,00 €')).toBeTruthy();
    expect(within(card).getByText('Weitergabe ausstehend')).toBeTruthy();
    const standing = within(list)
      .getByRole('link', { name: /Block S3$/ })
      .closest('li')!;
    expect(within(standing).queryByText('Reihe')).toBeNull();
    expect(within(standing).getByText('Print@Home')).toBeTruthy();

    await waitFor(async () => expect((await readSavedWallet(SUBJECT))?.day?.tickets).toHaveLength(2));
    const kept = (await readSavedWallet(SUBJECT))!.day!.tickets[0]!;
    expect(kept).toMatchObject({ id: 'VGlja2V0OjQy', block: 'C', row: '12', seat: '7', barcode: BARCODE });
  });

  it('loads more tickets, keeps nothing of the archive, and says when a tab is empty', async () => {
    const environment = renderAt('/en/account/tickets/archive');
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ scope: 'ARCHIVE' });
    await resolvePage(environment, {
      TicketConnection: () => ({
        totalCount: 21,
        edges: [{ node: ticket('VGlja2V0OjQy', '7') }],
        pageInfo: { hasNextPage: true, endCursor: 'c1' },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Day ticket archive' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more tickets' })));
    const more = environment.mock.getMostRecentOperation();
    expect(more.request.node.params.name).toBe('DayTicketListPaginationQuery');
    expect(more.request.variables).toMatchObject({ scope: 'ARCHIVE', cursor: 'c1', count: 20 });
    expect(await readSavedWallet(SUBJECT)).toBeNull();
    cleanup();

    const season = renderAt('/konto/tickets/dauerkarten');
    expect(season.mock.getMostRecentOperation().request.variables).toMatchObject({ scope: 'CURRENT' });
    await resolvePage(season, {
      TicketConnection: () => ({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    });
    expect(await screen.findByText('Du hast keine Dauerkarte für diese oder die nächste Saison.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Ticketshop' }).getAttribute('href')).toBe('/tickets');
  });

  it('asks anonymous visitors to sign in', async () => {
    const environment = renderAt('/konto/tickets', { signedIn: false });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)),
    );
    expect(await screen.findByText('Melde dich an, um dein Konto zu sehen.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Deine Tickets' })).toBeNull();
  });
});

describe('a ticket', () => {
  it('shows its QR code for the gate with ticket ID, order, price, place, venue, terms and rules', async () => {
    const environment = renderAt('/konto/tickets/VGlja2V0OjQy');
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ id: 'VGlja2V0OjQy' });
    await resolvePage(environment, { Ticket: () => ticket('VGlja2V0OjQy', '7') });
    expect(await screen.findByRole('heading', { level: 1, name: 'SC Südstadt 1899 – SV Eichenau 04' })).toBeTruthy();
    const code = screen.getByRole('img', { name: 'QR-Code für den Einlass' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    // Black modules on white, with the quiet zone: a version-2 code or larger for a token this long.
    expect(Number(code.getAttribute('viewBox')!.split(' ')[2])).toBeGreaterThanOrEqual(25 + 8);
    expect(code.querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
    expect(screen.getByText('Ticketnummer TS-2026-000042')).toBeTruthy();
    expect(screen.getByText('T-104711')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('Südstadt-Arena')).toBeTruthy();
    expect(screen.getByText('Arenaallee 1, 12345 Südstadt')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ticketbedingungen' }).textContent).toContain('Geschäftsbedingungen');
    expect(screen.getByRole('region', { name: 'Stadionordnung' }).textContent).toContain('90 Minuten');
    expect(screen.getByRole('link', { name: 'Ticket weitergeben' }).getAttribute('href')).toBe(
      '/konto/tickets/VGlja2V0OjQy/weitergeben',
    );
  });

  it('shows a pending transfer, and takes it back when asked twice', async () => {
    const environment = renderAt('/konto/tickets/VGlja2V0OjQy');
    await resolvePage(environment, {
      Ticket: () =>
        ticket('VGlja2V0OjQy', '7', {
          pendingTransfer: { id: 'transfer-1', state: 'PENDING', recipientEmail: 'sabine@club.example' },
        }),
    });
    expect(await screen.findByText(/Du hast dieses Ticket sabine@club.example angeboten/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ticket weitergeben' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Zurückziehen/ }));
    const question = screen.getByRole('group', { name: 'Weitergabe an sabine@club.example wirklich zurückziehen?' });
    await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Zurückziehen' })));
    const sent = await answerMutation(environment, 'WithdrawTransferMutation', {
      __typename: 'TicketTransferWithdrawSuccess',
      transfer: { id: 'transfer-1', state: 'WITHDRAWN', respondedAt: '2026-11-23T10:00:00Z' },
      ticket: { id: 'VGlja2V0OjQy', isTransferable: true, pendingTransfer: null },
    });
    expect(sent.request.variables).toEqual({ id: 'transfer-1' });
    expect(currentToast()).toBe('Weitergabe an sabine@club.example zurückgezogen.');
    expect(await screen.findByRole('link', { name: 'Ticket weitergeben' })).toBeTruthy();
  });

  it('says why a ticket cannot be passed on, and when it is not the viewer’s', async () => {
    const environment = renderAt('/konto/tickets/VGlja2V0OjQy');
    await resolvePage(environment, {
      Ticket: () => ticket('VGlja2V0OjQy', '7', { isTransferable: false, belongsToContract: true }),
    });
    expect(await screen.findByText(/gehört zu deinem Vertrag/)).toBeTruthy();
    cleanup();

    const missing = renderAt('/konto/tickets/VGlja2V0Ojk5');
    await resolvePage(missing, { Viewer: () => ({ actingFor: null, ticket: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket nicht gefunden' })).toBeTruthy();
  });
});

describe('passing a ticket on', () => {
  const book = [
    { id: 'entry-2', firstName: 'Jürgen', lastName: 'Weiß', email: 'mitglied@club.example', isFavorite: false },
    { id: 'entry-1', firstName: 'Mehmet', lastName: 'Özdemir', email: 'fan2@club.example', isFavorite: true },
  ];

  async function openForm() {
    const environment = renderAt('/konto/tickets/VGlja2V0OjQy/weitergeben');
    await resolvePage(environment, {
      Ticket: () => ticket('VGlja2V0OjQy', '7'),
      Viewer: () => ({ actingFor: null, addressBook: book }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Ticket weitergeben' });
    return environment;
  }

  it('suggests the address book, favourites first, and fills in a chosen person', async () => {
    await openForm();
    const input = screen.getByLabelText('E-Mail-Adresse der Person') as HTMLInputElement;
    const options = [...document.querySelectorAll(`#${input.getAttribute('list')} option`)];
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      'fan2@club.example',
      'mitglied@club.example',
    ]);
    const entries = within(screen.getByRole('list', { name: 'Dein Adressbuch' })).getAllByRole('listitem');
    expect(entries[0]!.textContent).toContain('Mehmet Özdemir');
    expect(
      within(entries[0]!)
        .getByRole('button', { name: /Favorit/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(entries[1]!).getByRole('button', { name: 'Eintragen – Jürgen Weiß' }));
    expect(input.value).toBe('mitglied@club.example');
  });

  it('places an unknown address at the field, and goes to the ticket once offered', async () => {
    const environment = await openForm();
    const input = screen.getByLabelText('E-Mail-Adresse der Person');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ticket weitergeben' })));
    expect(await screen.findByText('muss ausgefüllt werden')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'niemand@club.example' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ticket weitergeben' })));
    const sent = await answerMutation(environment, 'TicketTransferCreatePageMutation', {
      __typename: 'TicketRecipientNotFoundError',
      code: 'USER_NOT_FOUND',
      field: 'recipientEmail',
      message: 'Die angegebene E-Mail-Adresse wurde nicht gefunden.',
    });
    expect(sent.request.variables.input).toEqual({ ticketId: 'VGlja2V0OjQy', recipientEmail: 'niemand@club.example' });
    const error = await screen.findByText('Die angegebene E-Mail-Adresse wurde nicht gefunden.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(error.closest('[id]')!.id);
    expect(document.activeElement).toBe(input);

    fireEvent.change(input, { target: { value: 'fan2@club.example' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ticket weitergeben' })));
    await answerMutation(environment, 'TicketTransferCreatePageMutation', {
      __typename: 'TicketTransferCreateSuccess',
      transfer: { id: 'transfer-9', state: 'PENDING', recipientEmail: 'fan2@club.example' },
      ticket: {
        id: 'VGlja2V0OjQy',
        isTransferable: true,
        pendingTransfer: { id: 'transfer-9', state: 'PENDING', recipientEmail: 'fan2@club.example' },
      },
    });
    expect(currentToast()).toBe('Ticket an fan2@club.example weitergegeben. Es bleibt deins, bis es angenommen wird.');
    // On to the ticket's page, which asks for the ticket anew.
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('TicketPageQuery'),
    );
  });
});

describe('the page a received transfer’s mail links', () => {
  const transfer = (extra: Record<string, unknown> = {}) => ({
    id: 'transfer-1',
    state: 'PENDING',
    direction: 'RECEIVED',
    recipientEmail: 'sabine@club.example',
    reasonForDeclining: null,
    sender: { name: 'Lena Fischer' },
    ticket: {
      event: ticket('x', '7').event,
      season: null,
      block: 'C',
      row: '12',
      seat: '7',
      media: 'MOBILE_TICKET',
      pricingClass: 'Vollzahler',
    },
    heldTicket: null,
    ...extra,
  });
  const TRANSFER_ID = '3f6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f50';

  it('accepts: the ticket is then in the wallet, with a link to it', async () => {
    const environment = renderAt(`/konto/tickets/weitergaben/${TRANSFER_ID}`);
    // The mail's id goes to the graph as it is.
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ id: TRANSFER_ID });
    await resolvePage(environment, { TicketTransfer: () => transfer() });
    expect(await screen.findByText('Lena Fischer möchte dir dieses Ticket weitergeben.')).toBeTruthy();
    expect(screen.getByText('Block C, Reihe 12, Platz 7')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ticket annehmen' })));
    const sent = await answerMutation(environment, 'TicketTransferPageAcceptMutation', {
      __typename: 'TicketTransferAcceptSuccess',
      transfer: {
        id: 'transfer-1',
        state: 'ACCEPTED',
        respondedAt: '2026-11-23T10:00:00Z',
        heldTicket: { id: 'VGlja2V0OjQy' },
      },
    });
    expect(sent.request.variables).toEqual({ id: 'transfer-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket angenommen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Ticket' }).getAttribute('href')).toBe('/konto/tickets/VGlja2V0OjQy');
    expect(currentToast()).toBe('Ticket angenommen: Es ist jetzt in deinem Wallet.');
  });

  it('declines only with a reason, and shows a refusal of the service', async () => {
    const environment = renderAt(`/en/account/tickets/transfers/${TRANSFER_ID}`);
    await resolvePage(environment, { TicketTransfer: () => transfer() });
    await screen.findByRole('heading', { level: 1, name: 'Ticket transfer' });
    const form = screen.getByRole('form', { name: 'Decline' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Decline' })));
    const reason = screen.getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('needs to be filled out')).toBeTruthy();
    // Nothing sent.
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(reason, { target: { value: ' Away that weekend. ' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Decline' })));
    const sent = await answerMutation(environment, 'TicketTransferPageDeclineMutation', {
      __typename: 'TicketTransferDeclineSuccess',
      transfer: {
        id: 'transfer-1',
        state: 'DECLINED',
        respondedAt: '2026-11-23T10:00:00Z',
        reasonForDeclining: 'Away that weekend.',
      },
    });
    expect(sent.request.variables.input).toEqual({ id: 'transfer-1', reason: 'Away that weekend.' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfer declined' })).toBeTruthy();
    expect(screen.getByText('Reason: Away that weekend.')).toBeTruthy();
    cleanup();

    const again = renderAt(`/konto/tickets/weitergaben/${TRANSFER_ID}`);
    await resolvePage(again, { TicketTransfer: () => transfer() });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Ticket annehmen' })));
    await answerMutation(again, 'TicketTransferPageAcceptMutation', {
      __typename: 'TicketTransferNotPendingError',
      code: 'TICKET_TRANSFER_NOT_PENDING',
      message: 'Diese Weitergabe wurde zurückgezogen.',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Diese Weitergabe wurde zurückgezogen.');
  });

  it('says so when the link belongs to another account', async () => {
    const environment = renderAt(`/konto/tickets/weitergaben/${TRANSFER_ID}`);
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, ticketTransfer: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weitergabe nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden und anderes Konto nutzen' })).toBeTruthy();
  });
});

describe('the transfers list', () => {
  it('lists sent and received transfers with their states and what can be done', async () => {
    const environment = renderAt('/konto/tickets/weitergaben');
    const transferred = {
      event: null,
      season: 2026,
      block: 'D',
      row: '5',
      seat: '14',
      media: 'CARD',
      pricingClass: 'Mitglied',
    };
    await resolvePage(environment, {
      TicketTransferConnection: () => ({
        totalCount: 2,
        edges: [
          {
            node: {
              id: 'transfer-2',
              internalId: '3f6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f51',
              state: 'PENDING',
              direction: 'RECEIVED',
              recipientEmail: 'lena@club.example',
              reasonForDeclining: null,
              createdAt: '2026-11-22T18:37:00Z',
              respondedAt: null,
              sender: { name: 'Mehmet Özdemir' },
              recipient: null,
              ticket: transferred,
            },
          },
          {
            node: {
              id: 'transfer-1',
              internalId: '3f6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f50',
              state: 'DECLINED',
              direction: 'SENT',
              recipientEmail: 'mitglied@club.example',
              reasonForDeclining: 'Bin verreist.',
              createdAt: '2026-11-20T18:37:00Z',
              respondedAt: '2026-11-21T08:00:00Z',
              sender: { name: 'Lena Fischer' },
              recipient: null,
              ticket: transferred,
            },
          },
        ],
        pageInfo: { hasNextPage: false, endCursor: 'c2' },
      }),
    });
    const received = await screen.findByRole('listitem', { name: 'Von Mehmet Özdemir' });
    expect(within(received).getByText('Ausstehend')).toBeTruthy();
    expect(within(received).getByText('Dauerkarte Saison 2026/27')).toBeTruthy();
    expect(
      within(received)
        .getByRole('link', { name: /Annehmen oder ablehnen/ })
        .getAttribute('href'),
    ).toBe('/konto/tickets/weitergaben/3f6c2a9e-8d1b-4c7e-9a52-0b1c2d3e4f51');
    const sent = screen.getByRole('listitem', { name: 'An mitglied@club.example' });
    expect(within(sent).getByText('Abgelehnt')).toBeTruthy();
    expect(within(sent).getByText('Grund: Bin verreist.')).toBeTruthy();
    expect(within(sent).queryByRole('button')).toBeNull();
  });
});

describe('tickets at the gate without a network', () => {
  const saved = (id: string, seat: string): SavedTicket => {
    const { isTransferable, belongsToContract, pendingTransfer, terms, venueRules, marketplace, ...plain } = ticket(
      id,
      seat,
    );
    void [isTransferable, belongsToContract, pendingTransfer, terms, venueRules, marketplace];
    return plain as SavedTicket;
  };

  it('keeps one person’s tickets per device, adds what a ticket’s page read, and forgets them all', async () => {
    await saveTickets(SUBJECT, 'de', 'day', [saved('t-1', '7'), saved('t-2', '8')]);
    await saveTicketDetail(SUBJECT, 't-1', { terms: 'AGB', venueRules: null, barcode: 'new.code.x' });
    expect((await readSavedTicket(SUBJECT, 't-1'))?.ticket).toMatchObject({ terms: 'AGB', barcode: 'new.code.x' });
    // A new list keeps what the ticket's page added.
    await saveTickets(SUBJECT, 'de', 'day', [saved('t-1', '7')]);
    expect((await readSavedTicket(SUBJECT, 't-1'))?.ticket.terms).toBe('AGB');
    expect(await readSavedTicket(SUBJECT, 't-2')).toBeNull();
    // Another person's tickets replace the first person's, and are not theirs to read.
    await saveTickets('someone-else', 'de', 'day', [saved('t-9', '9')]);
    expect(await readSavedWallet(SUBJECT)).toBeNull();
    expect(await readSavedTicket(SUBJECT, 't-9')).toBeNull();
    await clearOfflineWallet();
    expect(await readSavedWallet('someone-else')).toBeNull();
  });

  it('shows the kept tickets and a ticket’s QR code when the page’s query finds no network', async () => {
    // Kept for the person signed in on this device before.
    localStorage.setItem('club.signedInSubject', SUBJECT);
    await saveTickets(SUBJECT, 'de', 'day', [saved('VGlja2V0OjQy', '7')]);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const environment = renderAt('/konto/tickets');
    await act(async () => environment.mock.rejectMostRecentOperation(new GraphRequestError('network')));
    expect(await screen.findByText(/^Offline: deine auf diesem Gerät gespeicherten Tickets/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tagestickets' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Block C, Reihe 12, Platz 7/ }));
    await act(async () => environment.mock.rejectMostRecentOperation(new GraphRequestError('network')));
    expect(await screen.findByRole('img', { name: 'QR-Code für den Einlass' })).toBeTruthy();
    expect(screen.getByText('Ticketnummer TS-2026-000042')).toBeTruthy();
    expect(screen.getByText('Die Ticketbedingungen und die Stadionordnung siehst du mit Netz.')).toBeTruthy();
    cleanup();

    // Nobody signed in (the session gone): nothing of the kept tickets shows.
    const anonymous = renderAt('/konto/tickets/VGlja2V0OjQy', { signedIn: false });
    await act(async () => anonymous.mock.rejectMostRecentOperation(new GraphRequestError('network')));
    expect(await screen.findByText('Dieses Ticket ist auf diesem Gerät nicht gespeichert.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR-Code für den Einlass' })).toBeNull();
  });

  it('opens the kept tickets while the session waits for a network, and signing out removes them', async () => {
    await saveTickets(SUBJECT, 'de', 'day', [saved('VGlja2V0OjQy', '7')]);
    localStorage.setItem('club.signedInSubject', SUBJECT);
    document.cookie = `${COOKIES.loginDateTime}=${encodeURIComponent(new Date().toISOString())}; Path=/`;
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    // The sign-in library's configuration cannot be fetched: no network.
    const session = new Session(() => Promise.reject(new TypeError('Failed to fetch')));
    await session.restore();
    expect(session.snapshot).toMatchObject({ ready: true, user: null, offlineSubject: SUBJECT });
    // Still signed in as far as anyone can tell: the cookie stays for the restore with a network.
    expect(document.cookie).toContain(COOKIES.loginDateTime);

    const environment = renderAt('/konto/tickets', { signedIn: false, session });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)),
    );
    expect(await screen.findByRole('link', { name: /Block C, Reihe 12, Platz 7/ })).toBeTruthy();
    expect(screen.queryByText('Melde dich an, um dein Konto zu sehen.')).toBeNull();
    cleanup();

    // With a network the provider says the session has ended: the device forgets the person's tickets.
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    const ended = new Session(
      async () =>
        ({
          signinSilent: () => Promise.reject(new Error('login_required')),
          removeUser: async () => undefined,
          events: events(),
        }) as never,
    );
    await ended.restore();
    expect(ended.snapshot.offlineSubject).toBeNull();
    expect(document.cookie).not.toContain(COOKIES.loginDateTime);
    expect(await readSavedWallet(SUBJECT)).toBeNull();
    expect(localStorage.getItem('club.signedInSubject')).toBeNull();
  });
});

/** The user manager's event hooks the session subscribes to. */
function events() {
  const none = () => undefined;
  return { addUserLoaded: none, addUserUnloaded: none, addSilentRenewError: none };
}
