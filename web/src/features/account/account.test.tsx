import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { dismissToast, toasts } from '../../app/toast.ts';
import { renderPages } from '../../test/pages.tsx';
import { accountPages } from './accountPages.ts';
import { pendingSetup, rememberSetup, SETUP_COOKIES } from './paymentMethodSetup.ts';
import { answerMutation } from '../../test/relay.ts';

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the browser would, without the top layer.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    },
  });
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const name of Object.values(SETUP_COOKIES)) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

const renderAt = (path: string, { signedIn = true } = {}): RelayMockEnvironment =>
  renderPages(accountPages, path, { signedIn }).environment;

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

const person = {
  firstName: 'Erika',
  lastName: 'Müller',
  displayName: 'Erika Müller',
  birthday: '1990-04-12',
  partnerIdentityNumber: 'EF-100234',
  mobile: '+49 171 5550199',
  phone: null,
  profileLanguage: 'DE',
};

/** Answers the page's query: a signed-in person acting as themselves, unless told otherwise. */
async function resolvePage(environment: RelayMockEnvironment, resolvers: Resolvers = {}) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Person: () => person,
        Viewer: () => ({ actingFor: null }),
        ...resolvers,
      }),
    ),
  );
}

/**
 * Answers the mutation just sent with `result` (its __typename says which member of the result union),
 * marked as an Error where it is one, as the graph's answers are.
 */
const currentToast = () => toasts.snapshot()?.message;

describe('the account area', () => {
  it('asks anonymous visitors to sign in, as the orders page does', async () => {
    const environment = renderAt('/konto/adressen', { signedIn: false });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)),
    );
    expect(await screen.findByText('Melde dich an, um dein Konto zu sehen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Kontobereich' })).toBeNull();
  });

  it('has a sub-navigation of the existing screens, fan club management only while acting for a club', async () => {
    const environment = renderAt('/en/account/newsletter');
    await resolvePage(environment, { Consent: () => ({ kind: 'NEWSLETTER', name: 'Stadium', granted: true }) });
    const navigation = await screen.findByRole('navigation', { name: 'Account area' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Account',
      'Advertising consent',
      'Addresses',
      'Contracts',
      'Membership',
      'Fanclub',
      'Newsletter',
      'Orders',
      'Payment methods',
      'Competitions',
      'Tickets',
      'Developers',
    ]);
    expect(within(navigation).getByRole('link', { name: 'Newsletter' }).getAttribute('aria-current')).toBe('page');
    expect(within(navigation).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/en/account/orders');
    cleanup();

    const acting = renderAt('/konto/newsletter');
    await resolvePage(acting, { Viewer: () => ({ actingFor: { name: 'Südkurve Ultras' } }) });
    const clubNavigation = await screen.findByRole('navigation', { name: 'Kontobereich' });
    expect(within(clubNavigation).getByRole('link', { name: 'Fanclub-Verwaltung' }).getAttribute('href')).toBe(
      '/konto/fanclub-verwaltung',
    );
  });

  it('shows a note instead of person-only screens while acting for an organisation', async () => {
    const environment = renderAt('/konto/passwort');
    await resolvePage(environment, { Viewer: () => ({ actingFor: { name: 'Südkurve Ultras' } }) });
    expect(await screen.findByText(/Du handelst gerade für Südkurve Ultras/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zu meinem persönlichen Konto wechseln' })).toBeTruthy();
    expect(screen.queryByLabelText('Aktuelles Passwort')).toBeNull();
  });
});

describe('personal data', () => {
  it('shows the data on file, the video subscription and what can be changed', async () => {
    const environment = renderAt('/konto');
    await resolvePage(environment, {
      Viewer: () => ({
        actingFor: null,
        paywallSubscriptions: {
          items: [
            {
              id: 'VmlkZW9TdWJzY3JpcHRpb246MQ',
              productName: 'Club TV Jahresabo',
              state: 'ACTIVE',
              validUntil: '2027-06-30',
              hasAccess: true,
              // Bought elsewhere: no plan of the portal, nothing billed here.
              plan: null,
              nextBillingOn: null,
              cancellable: true,
            },
          ],
          error: null,
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Persönliche Daten' })).toBeTruthy();
    const about = screen.getByRole('region', { name: 'Über dich' });
    expect(within(about).getByText('Erika Müller')).toBeTruthy();
    expect(within(about).getByText('12. April 1990')).toBeTruthy();
    expect(within(about).getByText('EF-100234')).toBeTruthy();
    expect(screen.getByText(/Montag bis Freitag von 9:00 bis 17:00 Uhr/)).toBeTruthy();
    expect((screen.getByLabelText(/Mobilnummer/) as HTMLInputElement).value).toBe('+49 171 5550199');
    expect((screen.getByLabelText('Profilsprache') as HTMLSelectElement).value).toBe('DE');
    const video = screen.getByRole('region', { name: 'Video-Abo' });
    expect(within(video).getByText('Club TV Jahresabo')).toBeTruthy();
    expect(within(video).getByText('Aktiv')).toBeTruthy();
    expect(within(video).getByText('30.06.2027')).toBeTruthy();
    expect(within(video).getByText('Ja')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Deine Kontoeinstellungen' });
    expect(within(tabs).getByRole('link', { name: 'Persönliche Daten' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when there is no video subscription', async () => {
    const environment = renderAt('/en/account');
    await resolvePage(environment, {
      Viewer: () => ({ actingFor: null, paywallSubscriptions: { items: [], error: null } }),
    });
    expect(await screen.findByText('No video subscription')).toBeTruthy();
  });

  it('cancels a Club TV subscription to the end of its period after a confirmation; a failed renewal says so', async () => {
    const environment = renderAt('/konto');
    await resolvePage(environment, {
      Viewer: () => ({
        actingFor: null,
        paywallSubscriptions: {
          items: [
            {
              id: 'VmlkZW9TdWJzY3JpcHRpb246Nw',
              productName: 'Club TV Monatsabo',
              state: 'ACTIVE',
              validUntil: '2027-01-06',
              hasAccess: true,
              plan: { name: 'Club TV Monatsabo' },
              nextBillingOn: '2027-01-07',
              cancellable: true,
            },
            {
              id: 'VmlkZW9TdWJzY3JpcHRpb246Mw',
              productName: 'Club TV Jahresabo',
              state: 'RENEWAL_FAILED',
              validUntil: '2026-12-20',
              hasAccess: true,
              plan: { name: 'Club TV Jahresabo' },
              nextBillingOn: null,
              cancellable: false,
            },
          ],
          error: null,
        },
      }),
    });
    const video = await screen.findByRole('region', { name: 'Video-Abo' });
    expect(within(video).getByText('Nächste Abbuchung')).toBeTruthy();
    expect(within(video).getByText('07.01.2027')).toBeTruthy();
    expect(within(video).getByText('Verlängerung fehlgeschlagen')).toBeTruthy();
    expect(
      within(video).getByText(
        'Die Verlängerung ist fehlgeschlagen: Die Zahlung wurde abgelehnt. Das Abo endet am 20.12.2026.',
      ),
    ).toBeTruthy();
    // Only the active one can be cancelled, and only after the fan confirms it.
    expect(within(video).getAllByRole('button', { name: 'Zum Laufzeitende kündigen' })).toHaveLength(1);
    fireEvent.click(within(video).getByRole('button', { name: 'Zum Laufzeitende kündigen' }));
    expect(within(video).getByText(/Wirklich kündigen\? Du siehst die Videos noch bis 06.01.2027/)).toBeTruthy();
    fireEvent.click(within(video).getByRole('button', { name: 'Zum Laufzeitende kündigen' }));
    const sent = await answerMutation(environment, 'VideoSubscriptionsCancelMutation', {
      __typename: 'VideoSubscriptionCancelSuccess',
      subscription: {
        id: 'VmlkZW9TdWJzY3JpcHRpb246Nw',
        state: 'CANCELLED',
        validUntil: '2027-01-06',
        hasAccess: true,
        nextBillingOn: null,
        cancellable: false,
      },
    });
    expect(sent.request.variables).toEqual({ input: { subscriptionId: 'VmlkZW9TdWJzY3JpcHRpb246Nw' } });
    // Relay updates the row from the answer: cancelled, playing until its end, nothing more to cancel.
    expect(await within(video).findByText('Gekündigt')).toBeTruthy();
    expect(within(video).getAllByText('Endet am')).toHaveLength(2);
    expect(within(video).queryByRole('button', { name: 'Zum Laufzeitende kündigen' })).toBeNull();
    expect(currentToast()).toBe('Dein Abo ist gekündigt. Du siehst die Videos noch bis 06.01.2027.');
  });

  it('says when the paywall cannot tell, instead of claiming there is no subscription', async () => {
    const environment = renderAt('/konto');
    await resolvePage(environment, {
      Viewer: () => ({
        actingFor: null,
        paywallSubscriptions: { items: [], error: { message: 'Dein Video-Abo kann gerade nicht geprüft werden.' } },
      }),
    });
    const video = await screen.findByRole('region', { name: 'Video-Abo' });
    expect(within(video).getByRole('alert').textContent).toBe('Dein Video-Abo kann gerade nicht geprüft werden.');
    expect(within(video).queryByText('Kein Video-Abo')).toBeNull();
  });

  it('saves, confirms, and places a refused phone number at its field', async () => {
    const environment = renderAt('/konto');
    await resolvePage(environment, {
      Viewer: () => ({ actingFor: null, paywallSubscriptions: { items: [], error: null } }),
    });
    fireEvent.change(await screen.findByLabelText(/^Telefon/), { target: { value: '0221 123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    const sent = await answerMutation(environment, 'ProfilePageUpdateMutation', {
      __typename: 'InvalidInputError',
      code: 'INVALID_INPUT',
      field: 'phone',
      message: 'Die Eingabe ist ungültig.',
    });
    expect(sent.request.variables.input).toEqual({
      mobile: '+49 171 5550199',
      phone: '0221 123456',
      profileLanguage: 'DE',
    });
    const phone = screen.getByLabelText(/^Telefon/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Die Eingabe ist ungültig.',
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    await answerMutation(environment, 'ProfilePageUpdateMutation', {
      __typename: 'ProfileUpdated',
      person: { ...person, id: 'person-1', phone: '0221 123456' },
    });
    expect(currentToast()).toBe('Änderung erfolgreich');
  });

  it('switches the portal to a newly chosen profile language', async () => {
    const environment = renderAt('/konto');
    await resolvePage(environment, {
      Viewer: () => ({ actingFor: null, paywallSubscriptions: { items: [], error: null } }),
    });
    fireEvent.change(await screen.findByLabelText('Profilsprache'), { target: { value: 'EN' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    await answerMutation(environment, 'ProfilePageUpdateMutation', {
      __typename: 'ProfileUpdated',
      person: { ...person, id: 'person-1', profileLanguage: 'EN' },
    });
    expect(currentToast()).toBe('Change successful');
    await resolvePage(environment, {
      Viewer: () => ({ actingFor: null, paywallSubscriptions: { items: [], error: null } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal data' })).toBeTruthy();
  });

  it('downloads the data export as a file', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/export'), revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const environment = renderAt('/konto');
    await resolvePage(environment, {
      Viewer: () => ({ actingFor: null, paywallSubscriptions: { items: [], error: null } }),
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen' })));
    await answerMutation(environment, 'DataExportMutation', {
      __typename: 'DataExport',
      fileName: 'datenauskunft-2026-11-21.json',
      contentType: 'application/json',
      content: '{"profile":{}}',
    });
    expect(downloads).toEqual(['datenauskunft-2026-11-21.json blob:http://localhost/export']);
  });

  it('offers deletion in a dialog and says clearly why it is refused', async () => {
    const environment = renderAt('/konto');
    await resolvePage(environment, {
      Viewer: () => ({ actingFor: null, paywallSubscriptions: { items: [], error: null } }),
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Konto löschen …' })));
    const dialog = screen.getByRole('dialog', { name: 'Konto löschen' });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Stattdessen alle Werbe- und Newsletter-Einwilligungen widerrufen' }),
    ).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Löschung beim Service beantragen' })),
    );
    await answerMutation(environment, 'DeletionDialogRequestMutation', {
      __typename: 'AccountHasRunningContractsError',
      code: 'ACCOUNT_HAS_RUNNING_CONTRACTS',
      message: 'Das Konto kann nicht gelöscht werden, solange Verträge laufen.',
    });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Das Konto kann nicht gelöscht werden, solange Verträge laufen.',
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' })));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Konto löschen …' }));
  });

  it('withdraws every consent instead, from the same dialog', async () => {
    const environment = renderAt('/konto');
    await resolvePage(environment, {
      Viewer: () => ({ actingFor: null, paywallSubscriptions: { items: [], error: null } }),
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Konto löschen …' })));
    await act(async () =>
      fireEvent.click(
        screen.getByRole('button', { name: 'Stattdessen alle Werbe- und Newsletter-Einwilligungen widerrufen' }),
      ),
    );
    await answerMutation(environment, 'DeletionDialogWithdrawAllMutation', {
      __typename: 'ConsentsChanged',
      consents: [],
    });
    expect(currentToast()).toBe('Alle Werbe- und Newsletter-Einwilligungen sind widerrufen.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('password', () => {
  const fill = (current: string, next: string, repeated: string) => {
    fireEvent.change(screen.getByLabelText('Aktuelles Passwort'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), { target: { value: repeated } });
  };

  it('checks the rules and the repetition before sending', async () => {
    const environment = renderAt('/konto/passwort');
    await resolvePage(environment);
    await screen.findByLabelText('Aktuelles Passwort');
    fill('Alt-1899!', 'kurz', 'kurz');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' })));
    expect(screen.getByText('muss mindestens 8 Zeichen lang sein')).toBeTruthy();
    fill('Alt-1899!', 'Südkurve-2026', 'Südkurve-2027');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' })));
    expect(screen.getByText('Passwörter stimmen nicht überein')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('places the provider’s rules at the new password, and confirms a change', async () => {
    const environment = renderAt('/konto/passwort');
    await resolvePage(environment);
    await screen.findByLabelText('Aktuelles Passwort');
    fill('Alt-1899!', 'Südkurve-2026', 'Südkurve-2026');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' })));
    await answerMutation(environment, 'PasswordPageChangeMutation', {
      __typename: 'PasswordRulesError',
      code: 'PASSWORD_RULES',
      message: 'Das neue Passwort erfüllt die Anforderungen nicht.',
      field: 'newPassword',
      rules: ['SAME_AS_CURRENT'],
    });
    const input = screen.getByLabelText('Neues Passwort');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById('password-newPassword-error')!;
    expect(error.textContent).toContain('Das neue Passwort erfüllt die Anforderungen nicht.');
    expect(within(error).getByRole('listitem').textContent).toBe('darf nicht das bisherige Passwort sein');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Passwort ändern' })));
    await answerMutation(environment, 'PasswordPageChangeMutation', { __typename: 'PasswordChanged', changed: true });
    expect(currentToast()).toBe('Passwort geändert');
    expect((screen.getByLabelText('Neues Passwort') as HTMLInputElement).value).toBe('');
  });
});

describe('e-mail addresses', () => {
  const emails = [
    { id: 'e1', email: 'erika@club.example', confirmed: true, isDefault: true },
    { id: 'e2', email: 'erika.privat@example.org', confirmed: false, isDefault: false },
    { id: 'e3', email: 'erika.work@example.org', confirmed: true, isDefault: false },
  ];

  it('lists the addresses with their badges and what each allows', async () => {
    const environment = renderAt('/konto/e-mails');
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, emails }) });
    const list = await screen.findByRole('list', { name: 'Deine E-Mail-Adressen' });
    const [primary, unconfirmed, other] = within(list).getAllByRole('listitem');
    expect(within(primary!).getByText('Primär')).toBeTruthy();
    expect(within(primary!).queryByRole('button', { name: /Löschen/ })).toBeNull();
    expect(within(unconfirmed!).getByText('Nicht bestätigt')).toBeTruthy();
    expect(within(unconfirmed!).getByRole('button', { name: /Bestätigungsmail erneut senden/ })).toBeTruthy();
    expect(within(unconfirmed!).queryByRole('button', { name: /primäre Adresse/ })).toBeNull();
    expect(
      within(other!).getByRole('button', { name: 'Als primäre Adresse festlegen – erika.work@example.org' }),
    ).toBeTruthy();
  });

  it('checks a new address before sending and places a taken one at the e-mail field', async () => {
    const environment = renderAt('/konto/e-mails');
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, emails }) });
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse'), { target: { value: 'kein-at' } });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse wiederholen'), { target: { value: 'anders' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' })));
    expect(screen.getByText('ist keine gültige E-Mail-Adresse')).toBeTruthy();
    expect(screen.getByText('stimmt nicht überein')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'fan@club.example' } });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse wiederholen'), { target: { value: 'fan@club.example' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' })));
    await answerMutation(environment, 'EmailsPageAddMutation', {
      __typename: 'EmailAddressAlreadyExistsError',
      code: 'EMAIL_ADDRESS_ALREADY_EXISTS',
      field: 'email',
      message: 'Die angegebene E-Mail-Adresse ist bereits vergeben.',
    });
    const input = screen.getByLabelText('E-Mail-Adresse');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('email-add-email-error')!.textContent).toBe(
      'Die angegebene E-Mail-Adresse ist bereits vergeben.',
    );
  });

  it('adds an address: the answered list replaces the shown one', async () => {
    const environment = renderAt('/konto/e-mails');
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, emails: emails.slice(0, 1) }) });
    fireEvent.change(await screen.findByLabelText('E-Mail-Adresse'), { target: { value: 'neu@example.org' } });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse wiederholen'), { target: { value: 'neu@example.org' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' })));
    await answerMutation(environment, 'EmailsPageAddMutation', {
      __typename: 'EmailsChanged',
      emails: [emails[0], { id: 'e9', email: 'neu@example.org', confirmed: false, isDefault: false }],
    });
    expect(screen.getByText('neu@example.org')).toBeTruthy();
    expect(currentToast()).toContain('neu@example.org');
  });
});

describe('the e-mail confirmation page', () => {
  it('confirms the address of the link once, signed out too', async () => {
    const environment = renderAt('/konto/e-mail-bestaetigen?token=abcdefghijklmnopqrstuvwxyz', { signedIn: false });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation)),
    );
    expect(await screen.findByText('Deine E-Mail-Adresse wird bestätigt …')).toBeTruthy();
    const sent = await answerMutation(environment, 'EmailConfirmPageMutation', {
      __typename: 'EmailConfirmed',
      email: 'neu@example.org',
    });
    expect(sent.request.variables).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigt' })).toBeTruthy();
    expect(screen.getByText('Danke! neu@example.org ist jetzt bestätigt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu deinen E-Mail-Adressen' }).getAttribute('href')).toBe('/konto/e-mails');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('says why a link does not work', async () => {
    const environment = renderAt('/en/account/confirm-email?token=used-up-token-0123456789');
    await resolvePage(environment);
    expect(await screen.findByText('Confirming your e-mail address …')).toBeTruthy();
    await answerMutation(environment, 'EmailConfirmPageMutation', {
      __typename: 'EmailConfirmationInvalidError',
      code: 'EMAIL_CONFIRMATION_INVALID',
      message: 'The confirmation link is invalid or has expired. Ask for a new one in your account.',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmation failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'The confirmation link is invalid or has expired. Ask for a new one in your account.',
    );
    expect(screen.getByRole('link', { name: 'To your e-mail addresses' }).getAttribute('href')).toBe(
      '/en/account/emails',
    );
  });
});

const countries = [
  { code: 'DE', name: 'Deutschland', phoneRequired: false },
  { code: 'AT', name: 'Österreich', phoneRequired: true },
];
const address = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  company: null,
  firstName: 'Erika',
  lastName: 'Müller',
  street: 'Südstraße 1',
  additionalAddress: null,
  postalCode: '50667',
  city: 'Köln',
  countryCode: 'DE',
  phone: null,
  isDefaultShipping: false,
  isDefaultBilling: false,
  ...extra,
});

describe('addresses', () => {
  it('lists the address book with the default badges', async () => {
    const environment = renderAt('/konto/adressen');
    await resolvePage(environment, {
      Query: () => ({ countries }),
      Viewer: () => ({
        actingFor: null,
        addresses: [
          address('a1', { isDefaultShipping: true, isDefaultBilling: true }),
          address('a2', { city: 'Wien', countryCode: 'AT', phone: '+43 660 1234567', postalCode: '1070' }),
        ],
      }),
    });
    const list = await screen.findByRole('list', { name: 'Adressen' });
    const [home, vienna] = within(list).getAllByRole('listitem');
    expect(within(home!).getByText('Standard-Lieferadresse')).toBeTruthy();
    expect(within(home!).getByText('Standard-Rechnungsadresse')).toBeTruthy();
    expect(within(home!).queryByRole('button', { name: /Als Lieferadresse/ })).toBeNull();
    expect(within(vienna!).getByText(/1070 Wien\s*Österreich/)).toBeTruthy();
    expect(
      within(vienna!).getByRole('button', { name: 'Als Rechnungsadresse festlegen – Erika Müller, Südstraße 1, Wien' }),
    ).toBeTruthy();
  });

  it('asks for a phone number abroad, and places the graph’s refusal at the phone field', async () => {
    const environment = renderAt('/konto/adressen');
    await resolvePage(environment, {
      Query: () => ({ countries }),
      Viewer: () => ({ actingFor: null, addresses: [] }),
    });
    expect(await screen.findByText('Du hast noch keine Adresse gespeichert.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adresse hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Mehmet' } });
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Özdemir' } });
    fireEvent.change(screen.getByLabelText('Straße und Hausnummer'), { target: { value: 'Mariahilfer Straße 12' } });
    fireEvent.change(screen.getByLabelText('PLZ'), { target: { value: '1070' } });
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Wien' } });
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'AT' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(screen.getByText('Für Adressen außerhalb Deutschlands ist eine Telefonnummer erforderlich.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    // The graph has the last word (here: Germany, which this list lets through without one).
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'DE' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    await answerMutation(environment, 'AddressEditorAddMutation', {
      __typename: 'AddressPhoneRequiredError',
      code: 'ADDRESS_PHONE_REQUIRED',
      field: 'phone',
      message: 'Für Adressen außerhalb Deutschlands ist eine Telefonnummer erforderlich.',
    });
    const phone = screen.getByLabelText(/^Telefon/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('address-new-phone-error')!.textContent).toBe(
      'Für Adressen außerhalb Deutschlands ist eine Telefonnummer erforderlich.',
    );
  });

  it('makes an address the default: the answered book replaces the shown one', async () => {
    const environment = renderAt('/konto/adressen');
    await resolvePage(environment, {
      Query: () => ({ countries }),
      Viewer: () => ({ actingFor: null, addresses: [address('a1', { isDefaultShipping: true }), address('a2')] }),
    });
    const second = within(await screen.findByRole('list', { name: 'Adressen' })).getAllByRole('listitem')[1]!;
    await act(async () => fireEvent.click(within(second).getByRole('button', { name: /Als Lieferadresse/ })));
    const sent = await answerMutation(environment, 'AddressCardSetDefaultMutation', {
      __typename: 'AddressesChanged',
      addresses: [address('a2', { isDefaultShipping: true }), address('a1')],
    });
    expect(sent.request.variables).toEqual({ id: 'a2', kind: 'SHIPPING' });
    expect(currentToast()).toBe('Standard-Lieferadresse geändert');
    expect(screen.getAllByText('Standard-Lieferadresse')).toHaveLength(1);
  });
});

describe('payment methods', () => {
  const methods = [
    { id: 'm1', kind: 'CREDIT_CARD', cardBrand: 'Visa', last4: '4242', expiryMonth: 8, expiryYear: 2027 },
    { id: 'm2', kind: 'SEPA', accountHolder: 'Jürgen Weiß', last4: '3000' },
    { id: 'm3', kind: 'PAY_PAL', payPalEmail: 'erika@paypal.example' },
  ].map((method) => ({
    cardBrand: null,
    last4: null,
    expiryMonth: null,
    expiryYear: null,
    accountHolder: null,
    payPalEmail: null,
    ...method,
  }));

  it('lists cards, mandates and PayPal, and shows why a method cannot be deleted', async () => {
    const environment = renderAt('/konto/zahlungsarten');
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, paymentMethods: methods, addresses: [] }) });
    expect(await screen.findByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByText('Gültig bis 08/27')).toBeTruthy();
    expect(screen.getByText('Jürgen Weiß, IBAN •••• 3000')).toBeTruthy();
    expect(screen.getByText('erika@paypal.example')).toBeTruthy();
    const sepa = screen.getByText('Jürgen Weiß, IBAN •••• 3000').closest('li')!;
    fireEvent.click(within(sepa).getByRole('button', { name: /Löschen/ }));
    await act(async () => fireEvent.click(within(sepa).getByRole('button', { name: 'Löschen' })));
    await answerMutation(environment, 'PaymentMethodRowDeleteMutation', {
      __typename: 'PaymentMethodUsedByContractError',
      code: 'USER_HAS_UNCANCELLED_CONTRACT',
      message: 'Diese Zahlungsart wird für laufende Verträge verwendet.',
    });
    expect(within(sepa).getByRole('alert').textContent).toBe('Diese Zahlungsart wird für laufende Verträge verwendet.');
  });

  it('adds a card at the provider: the default billing address, this page to return to, and the cookies', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const environment = renderAt('/en/account/payment-methods');
    await resolvePage(environment, {
      Viewer: () => ({
        actingFor: null,
        paymentMethods: [],
        addresses: [address('a1'), address('a2', { city: 'Bonn', isDefaultBilling: true })],
      }),
    });
    expect(await screen.findByText('You have not saved a payment method yet.')).toBeTruthy();
    expect((screen.getByLabelText('Billing address') as HTMLSelectElement).value).toBe('a2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to the payment provider' })));
    const sent = await answerMutation(environment, 'PaymentMethodsPageAddMutation', {
      __typename: 'PaymentMethodRedirect',
      paymentId: 'pm_123',
      url: 'https://pay.example/cards/pm_123',
    });
    expect(sent.request.variables.input).toMatchObject({
      kind: 'CREDIT_CARD',
      returnPath: '/en/account/payment-methods',
      billingAddress: { city: 'Bonn', countryCode: 'DE' },
    });
    expect(assign).toHaveBeenCalledWith('https://pay.example/cards/pm_123');
    expect(pendingSetup()).toMatchObject({ type: 'CREDIT_CARD', paymentId: 'pm_123' });
  });

  it('asks how the new method went after coming back, until it is stored', async () => {
    rememberSetup('PAY_PAL', 'pm_456');
    const environment = renderAt('/konto/zahlungsarten');
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, paymentMethods: [], addresses: [] }) });
    expect(await screen.findByText('Deine neue Zahlungsart wird geprüft …')).toBeTruthy();
    const poll = environment.mock.getMostRecentOperation();
    expect(poll.request.node.params.name).toBe('PaymentMethodsPageSetupQuery');
    expect(poll.request.variables).toEqual({ paymentId: 'pm_456' });
    await act(async () => environment.mock.resolve(poll, { data: { viewer: { paymentMethodSetup: 'SUCCEEDED' } } }));
    expect(currentToast()).toBe('Zahlungsart hinzugefügt');
    expect(pendingSetup()).toBeNull();
    // The list anew.
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('PaymentMethodsPageQuery');
  });

  it('says so when the provider refused it', async () => {
    rememberSetup('CREDIT_CARD', 'pm_789');
    const environment = renderAt('/konto/zahlungsarten');
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, paymentMethods: [], addresses: [] }) });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({ data: { viewer: { paymentMethodSetup: 'FAILED' } } }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Zahlungsart konnte nicht hinzugefügt werden. Bitte versuche es erneut.',
    );
    expect(pendingSetup()).toBeNull();
  });
});

const consent = (key: string, extra: Record<string, unknown> = {}) => ({
  id: `c-${key}`,
  key,
  kind: 'ADVERTISING',
  isMainAdConsent: false,
  parentKey: 'advertising',
  granted: false,
  ...extra,
});

describe('consents and newsletters', () => {
  const advertising = [
    consent('advertising', { name: 'Werbeeinwilligung', isMainAdConsent: true, parentKey: null }),
    ...['Freizeit', 'Handel', 'Industrie', 'Medien', 'Mobilität', 'Tourismus', 'Wirtschaft'].map((name) =>
      consent(`advertising.${name.toLowerCase()}`, { name }),
    ),
    consent('newsletter.stadium', { name: 'Stadion', kind: 'NEWSLETTER', parentKey: null, granted: true }),
  ];

  it('shows the main consent as a switch and the sectors below it, locked while it is off', async () => {
    const environment = renderAt('/konto/werbeeinwilligungen');
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, consents: advertising }) });
    const main = await screen.findByRole('switch', { name: 'Werbeeinwilligung' });
    expect((main as HTMLInputElement).checked).toBe(false);
    const sectors = within(screen.getByRole('group', { name: 'Branchen' })).getAllByRole('switch');
    expect(sectors).toHaveLength(7);
    expect(sectors.every((sector) => (sector as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByRole('switch', { name: 'Stadion' })).toBeNull();

    await act(async () => fireEvent.click(main));
    await answerMutation(environment, 'ConsentSwitchGrantMutation', {
      __typename: 'ConsentsChanged',
      consents: advertising.map((item) => (item.isMainAdConsent ? { ...item, granted: true } : item)),
    });
    expect((screen.getByRole('switch', { name: 'Werbeeinwilligung' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Medien' }) as HTMLInputElement).disabled).toBe(false);
    expect(currentToast()).toBe('Werbeeinwilligung erteilt');
  });

  it('shows the graph’s refusal of a sector without the main consent', async () => {
    const environment = renderAt('/konto/werbeeinwilligungen');
    const granted = advertising.map((item) => (item.isMainAdConsent ? { ...item, granted: true } : item));
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, consents: granted }) });
    await act(async () => fireEvent.click(await screen.findByRole('switch', { name: 'Medien' })));
    await answerMutation(environment, 'ConsentSwitchGrantMutation', {
      __typename: 'MainAdConsentRequiredError',
      code: 'MAIN_AD_CONSENT_REQUIRED',
      message: 'Bitte erteile zuerst die Werbeeinwilligung; die Branchen verfeinern sie.',
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Bitte erteile zuerst die Werbeeinwilligung; die Branchen verfeinern sie.',
    );
  });

  it('lists the newsletters read-only, managed in the app', async () => {
    const environment = renderAt('/konto/newsletter');
    await resolvePage(environment, {
      Viewer: () => ({
        actingFor: null,
        consents: [
          ...advertising,
          consent('newsletter.shop', { name: 'Fanshop', kind: 'NEWSLETTER', parentKey: null, granted: false }),
        ],
      }),
    });
    expect(await screen.findByText(/in der App des Vereins/)).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Newsletter' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['StadionAbonniert', 'FanshopNicht abonniert']);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
