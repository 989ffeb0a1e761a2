import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/index.ts';
import { renderPages } from '../../test/pages.tsx';
import { answerMutation } from '../../test/relay.ts';
import { ticketingPages } from './ticketingPages.ts';

afterEach(cleanup);

const euros = (amount: string) => ({ amount, currencyCode: 'EUR' });
const price = (priceClass: string, label: string, amount: string, proof: string | null = null) => ({
  priceClass,
  label,
  proof,
  price: euros(amount),
});
const block = (name: string, area: string, category: number, available: number, state = 'AVAILABLE') => ({
  name,
  area,
  category,
  seated: !name.startsWith('S'),
  available,
  state,
  prices: [
    price('ADULT', 'Vollzahler', category === 1 ? '55.00' : '18.00'),
    price(
      'MEMBER',
      'Mitglied',
      category === 1 ? '49.50' : '16.00',
      'Für Vereinsmitglieder: Mitgliedsausweis am Einlass zeigen.',
    ),
  ],
});

const offer = {
  onSale: true,
  perPersonLimit: 4,
  reservationMinutes: 15,
  categories: [
    { number: 1, areas: ['Haupttribüne'], fromPrice: euros('55.00'), available: 3 },
    { number: 5, areas: ['Südkurve'], fromPrice: euros('18.00'), available: 800 },
  ],
  blocks: [
    block('A', 'Haupttribüne', 1, 3),
    block('B', 'Haupttribüne', 1, 0, 'SOLD_OUT'),
    block('S1', 'Südkurve', 5, 800),
  ],
};

async function openTickets(ticketOffer: Record<string, unknown> | null = offer): Promise<RelayMockEnvironment> {
  const { environment } = renderPages(ticketingPages, '/profis/spiel/7019/tickets', { signedIn: false });
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Match: () => ({
          internalId: 7019,
          site: 'profis',
          homeTeam: 'SC Südstadt 1899',
          awayTeam: 'FC Nordhafen',
          venue: 'Südstadt-Arena',
          kickoff: '2026-12-19T14:30:00.000Z',
          kickoffDate: '2026-12-19',
          competition: 'Liga',
          ticketOffer,
        }),
      }),
    ),
  );
  await screen.findByRole('heading', { level: 1, name: /SC Südstadt 1899 – FC Nordhafen/ });
  return environment;
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('a match’s tickets', () => {
  it('offers each price class with what the gate checks, and only the places that can take the tickets', async () => {
    await openTickets();
    expect(screen.getByText('Höchstens 4 Tickets pro Person.', { exact: false })).toBeTruthy();
    const classes = screen.getByRole('group', { name: 'Wie viele Tickets?' });
    expect(within(classes).getByText('Für Vereinsmitglieder: Mitgliedsausweis am Einlass zeigen.')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Ein Ticket mehr: Vollzahler' });
    for (let count = 0; count < 4; count++) fireEvent.click(more);
    // Four places do not fit in category 1 (3 free in its one block left), nor in the sold-out block B.
    expect(radio(/^Kategorie 1/).disabled).toBe(true);
    expect(radio(/^Kategorie 5/).disabled).toBe(false);
    expect(radio(/Block B/).disabled).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Haupttribüne' })).getByText(/^ausverkauft/)).toBeTruthy();
    fireEvent.click(radio(/^Kategorie 5/));
    expect(screen.getByText('4 Tickets in Block S1: 72,00 €')).toBeTruthy();
  });

  it('adds the tickets to the cart and leads there; a refusal is said in the page’s language', async () => {
    const environment = await openTickets();
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Mitglied' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ein Ticket mehr: Vollzahler' }));
    fireEvent.click(radio(/Block A/));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const sent = await answerMutation(environment, 'TicketOfferAddMutation', {
      __typename: 'TicketsHeldByOthersError',
      code: 'TICKETS_HELD_BY_OTHERS',
      message: 'Diese Plätze liegen gerade in anderen Warenkörben.',
      freeAgainAt: '2026-12-19T10:15:00.000Z',
    });
    expect(sent.request.variables.input).toEqual({
      matchId: 7019,
      block: 'A',
      quantities: [
        { priceClass: 'ADULT', quantity: 1 },
        { priceClass: 'MEMBER', quantity: 1 },
      ],
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Diese Plätze liegen gerade in anderen Warenkörben. Spätestens um 11:15 Uhr sind sie wieder frei, wenn sie nicht gekauft werden.',
    );

    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await answerMutation(environment, 'TicketOfferAddMutation', {
      __typename: 'CartTicketsAddSuccess',
      cart: { id: 'cart-1', itemCount: 2 },
    });
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeTruthy());
  });

  it('asks for tickets and a place before anything is sent, and keeps to the limit per person', async () => {
    const environment = await openTickets();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Wähle mindestens ein Ticket.')).toBeTruthy();
    expect(screen.getByText('Wähle eine Kategorie oder einen Block.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Vollzahler'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByText('Höchstens 4 Tickets pro Person.', { selector: '.field-error' })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says so for a match without a sale', async () => {
    await openTickets(null);
    expect(screen.getByText('Für dieses Spiel gibt es im Vorverkauf keine Tickets.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).toBeNull();
  });
});
