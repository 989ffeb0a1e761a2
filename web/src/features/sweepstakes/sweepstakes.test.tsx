import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { renderPages } from '../../test/pages.tsx';
import { sweepstakesPages } from './sweepstakesPages.ts';
import { answerMutation } from '../../test/relay.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderAt = (path: string, options: { signedIn?: boolean } = {}) => renderPages(sweepstakesPages, path, options);

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

async function resolvePage(environment: RelayMockEnvironment, resolvers: Resolvers = {}) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Person: () => ({ displayName: 'Mehmet Yilmaz', email: 'fan2@club.example' }),
        Viewer: () => ({ actingFor: null }),
        ...resolvers,
      }),
    ),
  );
}

const SLUG = 'signiertes-heimtrikot-der-saison-3101';
const SWEEPSTAKE_ID = 'U3dlZXBzdGFrZTozMTAx';
const sweepstake = (extra: Record<string, unknown> = {}) => ({
  id: SWEEPSTAKE_ID,
  name: 'Signiertes Heimtrikot der Saison',
  description: 'Das aktuelle Heimtrikot mit den Unterschriften der ganzen Mannschaft.',
  prize: '1 signiertes Heimtrikot',
  question: 'In welchem Jahr wurde der SC Südstadt gegründet?',
  choices: [
    { internalId: 'a', text: '1899' },
    { internalId: 'b', text: '1904' },
  ],
  slug: SLUG,
  slugDe: SLUG,
  slugEn: SLUG,
  state: 'ACTIVE',
  endsAt: '2026-12-08T18:00:00.000Z',
  drawAt: '2026-12-09T18:00:00.000Z',
  winnerCount: 1,
  participantCount: 12,
  draw: { seedHash: 'a'.repeat(64), seed: null },
  viewerParticipation: null,
  ...extra,
});

async function openEntryForm() {
  const { environment } = renderAt(`/gewinnspiele/${SLUG}`);
  await resolvePage(environment, { Sweepstake: () => sweepstake() });
  await screen.findByRole('heading', { level: 1, name: 'Signiertes Heimtrikot der Saison' });
  return environment;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Jetzt teilnehmen' }));
const acceptConditions = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: 'Ich akzeptiere die Teilnahmebedingungen.' }));

describe('the entry form', () => {
  it('asks for an answer and the conditions at their fields before it sends anything', async () => {
    const environment = await openEntryForm();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Bitte wähle eine Antwort.');
    fireEvent.click(screen.getByRole('radio', { name: '1899' }));
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Bitte akzeptiere die Teilnahmebedingungen.');
    expect(
      screen.getByRole('checkbox', { name: 'Ich akzeptiere die Teilnahmebedingungen.' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('thanks the person and sends the answer, the conditions and the newsletter choice', async () => {
    const environment = await openEntryForm();
    fireEvent.click(screen.getByRole('radio', { name: '1904' }));
    acceptConditions();
    fireEvent.click(screen.getByRole('checkbox', { name: /Newsletter/ }));
    submit();
    const operation = await answerMutation(environment, 'SweepstakeEntryMutation', {
      __typename: 'SweepstakeEnterSuccess',
      sweepstake: sweepstake({
        participantCount: 13,
        viewerParticipation: { participantId: 'p-1', choice: { text: '1904' }, isWinner: null },
      }),
    });
    expect(operation.request.variables.input).toEqual({
      sweepstakeId: SWEEPSTAKE_ID,
      choiceId: 'b',
      acceptConditions: true,
      newsletterOptIn: true,
    });
    const thanks = await screen.findByText(
      'Danke für deine Teilnahme! Wir benachrichtigen dich, wenn du gewonnen hast.',
    );
    expect(thanks.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Jetzt teilnehmen' })).toBeNull();
  });

  it('shows taking part again (the 409) as an info with the graph’s text, not as an error', async () => {
    const environment = await openEntryForm();
    fireEvent.click(screen.getByRole('radio', { name: '1899' }));
    acceptConditions();
    submit();
    await answerMutation(environment, 'SweepstakeEntryMutation', {
      __typename: 'SweepstakeAlreadyParticipatingInfo',
      message: 'Du nimmst an diesem Gewinnspiel bereits teil. Wir drücken dir die Daumen!',
      sweepstake: sweepstake({
        viewerParticipation: { participantId: 'p-1', choice: { text: '1899' }, isWinner: null },
      }),
    });
    const info = await screen.findByText('Du nimmst an diesem Gewinnspiel bereits teil. Wir drücken dir die Daumen!');
    expect(info.getAttribute('role')).toBe('status');
    expect(info.classList.contains('info')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jetzt teilnehmen' })).toBeNull();
  });

  it('shows the service’s refusals in the graph’s words: at the conditions, or for the form', async () => {
    const environment = await openEntryForm();
    fireEvent.click(screen.getByRole('radio', { name: '1899' }));
    acceptConditions();
    submit();
    await answerMutation(environment, 'SweepstakeEntryMutation', {
      __typename: 'InvalidInputError',
      code: 'INVALID_INPUT',
      message: 'Die Teilnahmebedingungen müssen akzeptiert werden.',
      field: 'acceptConditions',
    });
    const atField = await screen.findByRole('alert');
    expect(atField.textContent).toContain('Die Teilnahmebedingungen müssen akzeptiert werden.');
    expect(atField.id).toBe('sweepstake-conditions-error');

    submit();
    await answerMutation(environment, 'SweepstakeEntryMutation', {
      __typename: 'SweepstakeNotActiveError',
      code: 'SWEEPSTAKE_NOT_ACTIVE',
      message: 'Dieses Gewinnspiel nimmt keine Teilnahmen mehr an.',
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Dieses Gewinnspiel nimmt keine Teilnahmen mehr an.'),
    );
    expect(screen.getByRole('alert').classList.contains('form-error')).toBe(true);
  });

  it('shows a visitor the question and a sign-in in place of the form', async () => {
    const { environment, session } = renderAt(`/gewinnspiele/${SLUG}`, { signedIn: false });
    const signIn = vi.spyOn(session, 'signIn').mockResolvedValue(undefined);
    await resolvePage(environment, { Sweepstake: () => sweepstake() });
    const question = await screen.findByRole('region', { name: 'Die Frage zum Gewinnspiel' });
    expect(question.textContent).toContain('In welchem Jahr wurde der SC Südstadt gegründet?');
    expect(
      within(question)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1899', '1904']);
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(within(question).getByRole('button', { name: 'Anmelden' }));
    expect(signIn).toHaveBeenCalledWith('de');
    // The page's query asked nothing personal.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

const DRAW_ID = 'RGFpbHlEcmF3OnRhZ2VzbG9zMQ';
const dailyDraw = (extra: Record<string, unknown> = {}) => ({
  id: DRAW_ID,
  name: 'Tageslos: Trikot des Tages',
  prize: 'Ein Heimtrikot',
  enteredToday: false,
  closesOn: '2026-12-31',
  ...extra,
});

async function openDailyDraws(draw = dailyDraw()) {
  const { environment } = renderAt('/gewinnspiele');
  await resolvePage(environment, {
    Viewer: () => ({ actingFor: null, dailyDraws: [draw] }),
    SweepstakeSeriesConnection: () => ({ edges: [] }),
  });
  const card = await screen.findByRole('listitem', { name: 'Tageslos: Trikot des Tages' });
  return { environment, card };
}

describe('the daily draw', () => {
  it('enters today’s draw and thanks the person', async () => {
    const { environment, card } = await openDailyDraws();
    fireEvent.click(within(card).getByRole('button', { name: 'Heute teilnehmen' }));
    const operation = await answerMutation(environment, 'DailyDrawCardEnterMutation', {
      __typename: 'DailyDrawEnterSuccess',
      dailyDraw: dailyDraw({ enteredToday: true }),
    });
    expect(operation.request.variables.input).toEqual({ dailyDrawId: DRAW_ID });
    expect((await within(card).findByRole('status')).textContent).toContain(
      'Danke! Du nimmst an der heutigen Verlosung teil. Viel Glück!',
    );
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows the second entry of the day refused with the graph’s text', async () => {
    const { environment, card } = await openDailyDraws();
    fireEvent.click(within(card).getByRole('button', { name: 'Heute teilnehmen' }));
    await answerMutation(environment, 'DailyDrawCardEnterMutation', {
      __typename: 'DailyDrawAlreadyEnteredError',
      code: 'ALREADY_PARTICIPATING_IN_TODAYS_DRAW',
      message: 'Du nimmst bereits an der heutigen Verlosung teil. Versuch dein Glück morgen wieder!',
      dailyDraw: dailyDraw({ enteredToday: true }),
    });
    expect((await within(card).findByRole('alert')).textContent).toContain(
      'Du nimmst bereits an der heutigen Verlosung teil. Versuch dein Glück morgen wieder!',
    );
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('says the person is in today’s draw already, without a button', async () => {
    const { card } = await openDailyDraws(dailyDraw({ enteredToday: true }));
    expect(within(card).getByText('Du bist heute dabei').textContent).toBe('Du bist heute dabei');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
