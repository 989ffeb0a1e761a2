import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { dismissToast, toasts } from '../../app/toast.ts';
import { renderPages } from '../../test/pages.tsx';
import { organizationPages } from './organizationPages.ts';
import { answerMutation } from '../../test/relay.ts';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
});

const renderAt = (path: string, options: { signedIn?: boolean } = {}) => renderPages(organizationPages, path, options);

type Resolvers = Parameters<typeof MockPayloadGenerator.generate>[1];

async function resolvePage(environment: RelayMockEnvironment, resolvers: Resolvers = {}) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Person: () => ({ displayName: 'Claudia Hoffmann', email: 'claudia@club.example' }),
        Viewer: () => ({ actingFor: null }),
        ...resolvers,
      }),
    ),
  );
}

const currentToast = () => toasts.snapshot()?.message;
const main = () => screen.getAllByRole('main').at(-1)!;

const EXPIRED =
  'Der Link ist abgelaufen. Eine Bestätigung ist derzeit nicht möglich; bitte wende dich an den Vorsitzenden.';
const ORGANIZATION_ID = 'T3JnYW5pemF0aW9uOjQy';
const member = (extra: Record<string, unknown>) => ({
  id: 'T3JnYW5pemF0aW9uTWVtYmVyOjE',
  firstName: 'Claudia',
  lastName: 'Hoffmann',
  email: 'claudia@club.example',
  membershipNumber: null,
  isAdmin: false,
  pendingConfirmation: false,
  entryDate: '2019-03-01',
  invitationExpiresAt: null,
  ...extra,
});
const members = [
  member({ membershipNumber: '100234', isAdmin: true }),
  member({
    id: 'T3JnYW5pemF0aW9uTWVtYmVyOjI',
    firstName: 'Paul',
    lastName: 'Neumann',
    email: 'paul@club.example',
    entryDate: '2021-08-15',
  }),
  member({
    id: 'T3JnYW5pemF0aW9uTWVtYmVyOjM',
    firstName: '',
    lastName: '',
    email: 'lena@example.org',
    pendingConfirmation: true,
    entryDate: '2026-11-25',
    invitationExpiresAt: '2026-12-09T10:00:00Z',
  }),
];
const organization = (extra: Record<string, unknown> = {}) => ({
  id: ORGANIZATION_ID,
  internalId: 42,
  name: 'Fanclub Südkurve',
  members: {
    totalCount: members.length,
    edges: members.map((node, index) => ({ cursor: `cursor-${index}`, node })),
    pageInfo: { hasNextPage: false, endCursor: 'cursor-2' },
  },
  ...extra,
});

async function openAdministration() {
  const { environment } = renderAt('/konto/fanclub-verwaltung');
  await resolvePage(environment, { Viewer: () => ({ actingFor: organization(), organizations: [] }) });
  await screen.findByRole('heading', { level: 1, name: 'Fanclub-Verwaltung: Fanclub Südkurve' });
  return environment;
}

const emailField = () => screen.getByRole('textbox', { name: 'E-Mail-Adresse' }) as HTMLInputElement;
const invite = async () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Einladen' })));
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.member-name')?.textContent);

describe('the fan club administration', () => {
  it('shows its admin the members and open invitations, who is admin and what can be done with each', async () => {
    const environment = await openAdministration();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    const navigation = screen.getByRole('navigation', { name: 'Kontobereich' });
    expect(within(navigation).getByRole('link', { name: 'Fanclub-Verwaltung' }).getAttribute('aria-current')).toBe(
      'page',
    );

    const section = screen.getByRole('region', { name: '3 Mitglieder' });
    const list = within(section).getByRole('list');
    expect(rowsOf(list)).toEqual(['Claudia HoffmannAdmin', 'Paul Neumann', 'lena@example.orgEingeladen']);
    const [claudia, paul, lena] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];

    expect(claudia.textContent).toContain('claudia@club.example · Mitgliedsnr. 100234 · Mitglied seit 01.03.2019');
    expect(within(claudia).getByRole('button', { name: 'Admin-Rechte abgeben – Claudia Hoffmann' })).toBeTruthy();
    expect(within(claudia).queryByRole('button', { name: /Zum Admin machen/ })).toBeNull();

    expect(paul.textContent).toContain('paul@club.example · Mitglied seit 15.08.2021');
    expect(within(paul).queryByText('Admin')).toBeNull();
    expect(within(paul).getByRole('button', { name: 'Zum Admin machen – Paul Neumann' })).toBeTruthy();
    expect(within(paul).getByRole('button', { name: 'Entfernen – Paul Neumann' })).toBeTruthy();

    // An invited person is named by the address until they accept, and can only be taken back.
    expect(lena.textContent).toContain('lena@example.org · Einladung gültig bis 09.12.2026');
    expect(
      within(lena)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Einladung zurückziehen – lena@example.org']);
  });

  it('invites exactly the address entered, shows a refusal of the graph at the field, and lists the invited', async () => {
    const environment = await openAdministration();
    const email = emailField();
    fireEvent.change(email, { target: { value: 'paul@club.example' } });
    await invite();
    const refused = await answerMutation(environment, 'InviteFormMutation', {
      __typename: 'OrganizationMemberAlreadyExistsError',
      code: 'ORGANIZATION_MEMBER_ALREADY_EXISTS',
      message: 'Diese Person ist bereits Mitglied der Organisation.',
    });
    expect(refused.request.variables.input).toEqual({ organizationId: ORGANIZATION_ID, email: 'paul@club.example' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Diese Person ist bereits Mitglied der Organisation.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(alert.id);
    expect(email.value).toBe('paul@club.example');
    expect(currentToast()).toBeUndefined();
    expect(rowsOf(screen.getByRole('region', { name: '3 Mitglieder' }))).toHaveLength(3);

    fireEvent.change(email, { target: { value: 'jonas@example.org' } });
    await invite();
    const sent = await answerMutation(environment, 'InviteFormMutation', {
      __typename: 'OrganizationMemberInviteSuccess',
      member: member({
        id: 'T3JnYW5pemF0aW9uTWVtYmVyOjQ',
        firstName: 'Jonas',
        lastName: 'Berg',
        email: 'jonas@example.org',
        pendingConfirmation: true,
        entryDate: '2026-11-25',
        invitationExpiresAt: '2026-12-09T10:00:00Z',
      }),
    });
    expect(sent.request.variables.input).toEqual({ organizationId: ORGANIZATION_ID, email: 'jonas@example.org' });
    expect(currentToast()).toBe('Einladung an jonas@example.org verschickt');
    await waitFor(() => expect(email.value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
    // The graph's count comes with the next load; the invited person is listed at once.
    expect(rowsOf(screen.getByRole('region', { name: '3 Mitglieder' }))).toEqual([
      'Claudia HoffmannAdmin',
      'Paul Neumann',
      'lena@example.orgEingeladen',
      'Jonas BergEingeladen',
    ]);
  });

  it('refuses an empty, a malformed or a hostile address at the field and sends nothing', async () => {
    const environment = await openAdministration();
    const email = emailField();
    await invite();
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte gib eine E-Mail-Adresse ein.');
    expect(email.getAttribute('aria-invalid')).toBe('true');

    for (const value of [
      'jonas.example.org',
      '"><img src=x onerror=alert(1)>@example.org',
      `${'a'.repeat(250)}@example.org`,
    ]) {
      fireEvent.change(email, { target: { value } });
      await invite();
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe('Bitte gib eine gültige E-Mail-Adresse ein.'),
      );
    }
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('tells a person who acts for no organisation how to get there', async () => {
    const { environment } = renderAt('/konto/fanclub-verwaltung');
    await resolvePage(environment, { Viewer: () => ({ actingFor: null, organizations: [] }) });
    await screen.findByRole('heading', { level: 1, name: 'Fanclub-Verwaltung' });
    expect(
      screen.getByText('Du verwaltest keinen Fanclub. Die Admins eines Fanclubs können dich einladen.'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-Mail-Adresse' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Mitglied/ })).toBeNull();
    cleanup();

    const administering = renderAt('/konto/fanclub-verwaltung');
    const actAs = vi.spyOn(administering.session, 'actAs').mockImplementation(() => undefined);
    await resolvePage(administering.environment, {
      Viewer: () => ({
        actingFor: null,
        organizations: [{ internalId: 42, name: 'Fanclub Südkurve', type: 'FAN_CLUB' }],
      }),
    });
    expect(await screen.findByText('Wechsle zu dem Fanclub, den du verwalten möchtest:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Als Fanclub Südkurve fortfahren' }));
    expect(actAs).toHaveBeenCalledWith({ id: '42', name: 'Fanclub Südkurve', type: 'FAN_CLUB' });
    cleanup();

    // Acting for it without admin rights: the graph gives no members, and the page says who sees them.
    const notAdmin = renderAt('/konto/fanclub-verwaltung');
    await resolvePage(notAdmin.environment, {
      Viewer: () => ({ actingFor: organization({ members: null }), organizations: [] }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Nur die Admins des Fanclubs sehen seine Mitglieder.');
    expect(screen.queryByRole('region', { name: /Mitglied/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeTruthy();
  });
});

const invitation = (extra: Record<string, unknown> = {}) => ({
  organizationId: ORGANIZATION_ID,
  organizationName: 'Fanclub Südkurve',
  state: 'PENDING',
  invitedBy: 'Claudia Hoffmann',
  expiresAt: '2026-12-09T10:00:00Z',
  ...extra,
});

async function openInvitation(extra: Record<string, unknown> = {}) {
  const { environment } = renderAt('/fanclub/einladung/42');
  expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
    organizationId: 42,
    language: 'DE',
    signedIn: true,
  });
  await resolvePage(environment, {
    Person: () => ({ displayName: 'Lena Schulz', email: 'lena@example.org' }),
    Viewer: () => ({ actingFor: null, organizationInvitation: invitation(extra) }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Einladung in einen Fanclub' });
  return environment;
}

describe('an invitation’s page', () => {
  it('asks for the organisation of the address, and accepting it welcomes the person', async () => {
    const environment = await openInvitation();
    expect(screen.getByText('Claudia Hoffmann lädt dich in den Fanclub „Fanclub Südkurve“ ein.')).toBeTruthy();
    expect(screen.getByText(/^Die Einladung gilt bis 9\. Dezember 2026/)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Einladung annehmen' })));
    const sent = await answerMutation(environment, 'InvitationPageAcceptMutation', {
      __typename: 'OrganizationInvitationAnswerSuccess',
      organizationId: ORGANIZATION_ID,
    });
    // The organisation the query found for /fanclub/einladung/42, by its global id.
    expect(sent.request.variables.input).toEqual({ organizationId: ORGANIZATION_ID });
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen im Fanclub' })).toBeTruthy();
    expect(screen.getByText('Du bist jetzt Mitglied im Fanclub „Fanclub Südkurve“.')).toBeTruthy();
    expect(currentToast()).toBe('Willkommen bei Fanclub Südkurve');
    expect(screen.queryByRole('button', { name: 'Einladung annehmen' })).toBeNull();
  });

  it('shows the graph’s refusal of an answer in its words and keeps the invitation open', async () => {
    const environment = await openInvitation();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Einladung annehmen' })));
    await answerMutation(environment, 'InvitationPageAcceptMutation', {
      __typename: 'OrganizationInvitationExpiredError',
      code: 'ORGANIZATION_INVITATION_EXPIRED',
      message: EXPIRED,
    });
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(screen.getByRole('heading', { level: 1, name: 'Einladung in einen Fanclub' })).toBeTruthy();
    expect(screen.queryByText('Willkommen im Fanclub')).toBeNull();
    expect(currentToast()).toBeUndefined();

    await act(async () => fireEvent.click(within(main()).getByRole('button', { name: 'Ablehnen' })));
    const declined = await answerMutation(environment, 'InvitationPageDeclineMutation', {
      __typename: 'OrganizationInvitationAnswerSuccess',
      organizationId: ORGANIZATION_ID,
    });
    expect(declined.request.variables.input).toEqual({ organizationId: ORGANIZATION_ID });
    expect(await screen.findByRole('heading', { level: 1, name: 'Einladung abgelehnt' })).toBeTruthy();
    expect(screen.getByText('Du hast die Einladung von „Fanclub Südkurve“ abgelehnt.')).toBeTruthy();
  });
});

describe('the fan club ID cards', () => {
  it('shows a member’s cards and open invitations, and a visitor the sign-in instead', async () => {
    const { environment } = renderAt('/konto/fanclub');
    await resolvePage(environment, {
      Person: () => ({ displayName: 'Claudia Hoffmann', partnerIdentityNumber: 'EF-100234' }),
      Viewer: () => ({
        actingFor: null,
        memberships: [
          {
            organization: { internalId: 42, name: 'Fanclub Südkurve', type: 'FAN_CLUB' },
            isAdmin: true,
            confirmed: true,
            entryDate: '2019-03-01',
          },
          {
            organization: { internalId: 77, name: 'Stadtwerke Südstadt', type: 'COMPANY' },
            isAdmin: false,
            confirmed: false,
            entryDate: '2026-11-25',
          },
        ],
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Fanclub-Ausweise' });
    const card = screen.getByRole('heading', { level: 2, name: 'Fanclub Südkurve' }).closest('li')!;
    expect(within(card).getByText('Fanclub · Admin')).toBeTruthy();
    expect(within(card).getByText('Mitglied').nextSibling?.textContent).toBe('Claudia Hoffmann');
    expect(within(card).getByText('Mitgliedsnr.').nextSibling?.textContent).toBe('EF-100234');
    expect(within(card).getByText('Mitglied seit').nextSibling?.textContent).toBe('1. März 2019');
    expect(screen.queryByRole('heading', { level: 2, name: 'Stadtwerke Südstadt' })).toBeNull();
    const open = screen.getByRole('region', { name: 'Offene Einladungen' });
    expect(within(open).getByRole('link', { name: 'Stadtwerke Südstadt' }).getAttribute('href')).toBe(
      '/fanclub/einladung/77',
    );
    cleanup();

    const visitor = renderAt('/konto/fanclub', { signedIn: false });
    const signIn = vi.spyOn(visitor.session, 'signIn').mockResolvedValue(undefined);
    expect(visitor.environment.mock.getMostRecentOperation().request.variables).toMatchObject({ signedIn: false });
    await resolvePage(visitor.environment);
    const prompt = (await screen.findByText('Melde dich an, um deine Fanclub-Ausweise zu sehen.')).parentElement!;
    expect(screen.getByRole('heading', { level: 1, name: 'Fanclub-Ausweise' })).toBeTruthy();
    expect(within(main()).queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByText('Du bist noch in keinem Fanclub Mitglied.')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Kontobereich' })).toBeNull();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Anmelden' }));
    expect(signIn).toHaveBeenCalledWith('de');
  });
});
