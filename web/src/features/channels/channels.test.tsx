import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getIntrospectionQuery, graphqlSync, printSchema } from 'graphql';
import { MockPayloadGenerator, type RelayMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { dismissToast, toasts } from '../../app/toast.ts';
import { renderPages } from '../../test/pages.tsx';
import { answerMutation } from '../../test/relay.ts';
import { channelsPages } from './channelsPages.ts';
import { schemaFromReference, sdlFromReference, type ReferenceDocument } from './components/schemaFromReference.ts';
import { channelRegisterSchema } from './forms/ChannelRegisterForm.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
});

const channel = (name: string, extra: Record<string, unknown> = {}) => ({
  id: `RGV2ZWxvcGVyQ2hhbm5lbDo${name}`,
  name,
  displayName: `App ${name}`,
  budget: { capacity: 1000, restoreRate: 50 },
  mayMutate: false,
  revokedAt: null,
  createdAt: '2026-11-21T14:30:00.000Z',
  deployments: [],
  ...extra,
});

async function resolvePage(environment: RelayMockEnvironment, channels: unknown[] | null) {
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Person: () => ({ displayName: 'Lena Fischer' }),
        Viewer: () => ({ actingFor: null, channels }),
      }),
    ),
  );
}

const main = () => screen.getAllByRole('main').at(-1)!;

describe('the developer page', () => {
  it('asks an anonymous visitor to sign in first, and leaves the channels out of the query', async () => {
    const { environment } = renderPages(channelsPages, '/en/developers', { signedIn: false });
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ signedIn: false });
    await resolvePage(environment, null);
    expect(await screen.findByText(/Sign in to see your channels/)).toBeTruthy();
    expect(within(main()).getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your channels' })).toBeNull();
  });

  it('lists the channels with budget and deployments, and offers only those in use to the explorer', async () => {
    const { environment } = renderPages(channelsPages, '/entwickler');
    await resolvePage(environment, [
      channel('fan-app', {
        deployments: [
          { version: 'v2', publishedAt: '2026-11-22T10:00:00.000Z', retiredAt: null, documentCount: 12 },
          {
            version: 'v1',
            publishedAt: '2026-11-21T10:00:00.000Z',
            retiredAt: '2026-11-22T10:00:00.000Z',
            documentCount: 9,
          },
        ],
      }),
      channel('alt-app', { revokedAt: '2026-11-23T09:00:00.000Z' }),
    ]);
    const card = await screen.findByRole('listitem', { name: /fan-app/ });
    expect(card.textContent).toContain('1.000 Punkte, 50 pro Sekunde zurück');
    expect(card.textContent).toContain('Dokumente: 12');
    expect(card.textContent).toContain('zurückgezogen am 22.11.2026');
    expect(screen.getByRole('listitem', { name: /alt-app/ }).textContent).toContain('Widerrufen am 23.11.2026');
    const options = within(screen.getByLabelText('Kanal')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', 'fan-app']);
  });

  it('shows an error state with retry when the registry cannot be read', async () => {
    const { environment } = renderPages(channelsPages, '/entwickler');
    await resolvePage(environment, null);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Deine Kanäle können gerade nicht geladen werden.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('registers a channel, shows its secret once, then adds it to the list; a taken name goes to its field', async () => {
    const { environment } = renderPages(channelsPages, '/entwickler');
    await resolvePage(environment, []);
    fireEvent.change(await screen.findByLabelText('Name (Client-ID)'), { target: { value: 'fan-app' } });
    fireEvent.change(screen.getByLabelText('Anzeigename'), { target: { value: 'Fan-App' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kanal registrieren' }));
    await answerMutation(environment, 'useChannelRegisterMutation', {
      __typename: 'ChannelNameTakenError',
      code: 'CHANNEL_NAME_TAKEN',
      message: 'Diesen Namen trägt bereits ein Kanal. Bitte wähle einen anderen.',
      field: 'name',
    });
    expect(await screen.findByText('Diesen Namen trägt bereits ein Kanal. Bitte wähle einen anderen.')).toBeTruthy();
    expect(screen.getByLabelText('Name (Client-ID)').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Name (Client-ID)'), { target: { value: 'fan-app-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kanal registrieren' }));
    const sent = await answerMutation(environment, 'useChannelRegisterMutation', {
      __typename: 'ChannelRegistered',
      clientId: 'fan-app-2',
      clientSecret: 'geheim-0123456789-abcdefghijklmnopqrstuvwxyz',
      channel: channel('fan-app-2'),
    });
    expect(sent.request.variables).toEqual({ input: { name: 'fan-app-2', displayName: 'Fan-App' } });
    expect(await screen.findByRole('heading', { name: 'Kanal fan-app-2 registriert' })).toBeTruthy();
    expect(main().textContent).toContain('Das Client-Secret wird nur jetzt angezeigt und nie wieder.');
    expect(main().textContent).toContain('geheim-0123456789-abcdefghijklmnopqrstuvwxyz');
    expect(screen.getByRole('listitem', { name: /fan-app-2/ })).toBeTruthy();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Kopieren – Client-Secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('geheim-0123456789-abcdefghijklmnopqrstuvwxyz'));
    expect(await screen.findByText('Client-Secret kopiert.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ich habe das Secret gesichert' }));
    expect(main().textContent).not.toContain('geheim-0123456789');
    expect(screen.getByRole('button', { name: 'Kanal registrieren' })).toBeTruthy();
  });

  it('revokes a channel after asking once more', async () => {
    const { environment } = renderPages(channelsPages, '/entwickler');
    await resolvePage(environment, [channel('fan-app')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Widerrufen – fan-app' }));
    expect(screen.getByRole('group', { name: /Kanal fan-app widerrufen\?/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ja, widerrufen' }));
    const sent = await answerMutation(environment, 'useChannelRevokeMutation', {
      __typename: 'ChannelRevoked',
      channel: channel('fan-app', { revokedAt: '2026-11-23T09:00:00.000Z' }),
    });
    expect(sent.request.variables).toEqual({ input: { name: 'fan-app' } });
    await waitFor(() => expect(toasts.snapshot()?.message).toBe('Kanal fan-app widerrufen'));
    expect(screen.getByRole('listitem', { name: /fan-app/ }).textContent).toContain('Widerrufen am');
    expect(screen.queryByLabelText('Kanal')).toBeNull();
  });
});

describe('the register form’s rule for names', () => {
  it.each([
    ['fan-app', true],
    ['abc', true],
    ['a'.repeat(40), true],
    ['ab', false],
    ['a'.repeat(41), false],
    ['Fan-App', false],
    ['fan app', false],
    ['fan-', false],
    ['1fan', false],
    ['fan\u0000app', false],
  ])('%j is %s', (name, valid) => {
    expect(channelRegisterSchema.safeParse({ name, displayName: 'App' }).success).toBe(valid);
  });
});

describe('the explorer’s schema from the reference', () => {
  const reference: ReferenceDocument = {
    operations: [
      {
        operation: 'query',
        type: 'Query',
        fields: [
          {
            name: 'partners',
            type: '[Partner!]',
            description: 'The club’s partners, "quoted".',
            arguments: [{ name: 'first', type: 'Int', defaultValue: '20', description: 'How many.' }],
          },
          { name: 'old', type: 'String', arguments: [], deprecationReason: 'Use partners.' },
        ],
      },
      {
        operation: 'mutation',
        type: 'Mutation',
        fields: [
          {
            name: 'channelRevoke',
            type: 'ChannelRevokeResult!',
            arguments: [{ name: 'input', type: 'ChannelRevokeInput!' }],
          },
        ],
      },
    ],
    types: [
      { name: 'String', kind: 'SCALAR' },
      { name: 'Int', kind: 'SCALAR' },
      { name: 'DateTime', kind: 'SCALAR', description: 'An instant.' },
      { name: 'Node', kind: 'INTERFACE', fields: [{ name: 'id', type: 'ID!', arguments: [] }] },
      {
        name: 'Partner',
        kind: 'OBJECT',
        interfaces: ['Node'],
        fields: [
          { name: 'id', type: 'ID!', arguments: [] },
          { name: 'name', type: 'String!', arguments: [] },
          { name: 'since', type: 'DateTime', arguments: [] },
        ],
      },
      { name: 'NotFoundError', kind: 'OBJECT', fields: [{ name: 'code', type: 'ErrorCode!', arguments: [] }] },
      { name: 'ChannelRevoked', kind: 'OBJECT', fields: [{ name: 'at', type: 'DateTime', arguments: [] }] },
      { name: 'ChannelRevokeResult', kind: 'UNION', possibleTypes: ['ChannelRevoked', 'NotFoundError'] },
      {
        name: 'ErrorCode',
        kind: 'ENUM',
        enumValues: [{ name: 'NOT_FOUND' }, { name: 'GONE', deprecationReason: 'Not raised.' }],
      },
      { name: 'ChannelRevokeInput', kind: 'INPUT_OBJECT', inputFields: [{ name: 'name', type: 'String!' }] },
    ],
  };

  it('builds a schema GraphiQL can validate and complete against, descriptions and deprecations kept', () => {
    const schema = schemaFromReference(reference);
    const sdl = printSchema(schema);
    expect(sdl).toContain('partners(\n    """How many."""\n    first: Int = 20\n  ): [Partner!]');
    expect(sdl).toContain('old: String @deprecated(reason: "Use partners.")');
    expect(sdl).toContain('union ChannelRevokeResult = ChannelRevoked | NotFoundError');
    expect(sdl).toContain('GONE @deprecated(reason: "Not raised.")');
    expect(sdl).toContain('type Partner implements Node');
    // GraphiQL introspects the schema object it is given, without a request.
    const introspection = graphqlSync({ schema, source: getIntrospectionQuery() });
    expect(introspection.errors).toBeUndefined();
    expect(schema.getQueryType()!.getFields().partners!.description).toBe('The club’s partners, "quoted".');
  });

  it('refuses a reference whose names would be anything but names', () => {
    const hostile = structuredClone(reference);
    hostile.types.push({ name: 'X } type Evil {', kind: 'OBJECT', fields: [] });
    expect(() => sdlFromReference(hostile)).toThrow(/Not a GraphQL name/);
    const hostileType = structuredClone(reference);
    hostileType.operations[0]!.fields[0]!.type = 'String } extend type Query { x: Int';
    expect(() => sdlFromReference(hostileType)).toThrow(/Not a GraphQL name or type/);
  });
});
