import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/__generated__/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // The seed's video segments are MPEG transport streams (.ts), not TypeScript.
      'platform/media/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  { files: ['relay.config.js'], languageOptions: { sourceType: 'commonjs' } },
  {
    // An upstream never knows a module (docs/architecture.md): its loaders take what they need, such as the
    // cart's owner, from the request's identity in graph/src/auth/, through types the upstream declares.
    files: ['graph/src/upstreams/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message:
                'graph/src/upstreams/ must not import from graph/src/modules/: a REST service knows no domain module.',
            },
          ],
        },
      ],
    },
  },
  {
    // A graph module's resolvers are its own. What another module needs of it (node loaders, a video, the
    // sites, saved payment methods) lives in a file of its own, and graph/src/schema.ts composes the modules.
    files: ['graph/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+[a-z-]+/resolvers(\\.ts|/)',
              message:
                "A module never imports another module's resolvers: move what both need to a file of that module (docs/architecture.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // graph/src/shared/ holds what every layer may use (input checks, money, Relay ids, languages, logs, the
    // native error codes): it knows no module, no upstream and no request context, only the schema's types.
    files: ['graph/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!__generated__/)',
              message:
                'graph/src/shared/ imports only graph/src/shared/, the schema types and packages: it knows no module, upstream or context.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, relay },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
      // Forms take zod from web/src/forms/zod.ts, which gives every rule the shared messages.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import z from web/src/forms/zod.ts: it sets the forms' shared messages." }],
        },
      ],
    },
  },
  // Web features are independent slices: a file of web/src/features/<feature>/ imports only from its own folder
  // and the shared layers (components, forms, app, auth, i18n, the Relay artifacts). What two features share
  // lives in the layer it belongs to, so a feature changes or goes without touching another; the shared layers
  // never reach into a feature, but for app/pageTables.ts, which gathers each feature's page table.
  // These blocks replace the rule above for their files (a later rule wins), hence its zod entry again;
  // no-restricted-imports does not see import(), hence no-restricted-syntax for lazy imports.
  ...[
    'account',
    'cart',
    'checkout',
    'content',
    'contracts',
    'jobs',
    'marketplace',
    'organizations',
    'shop',
    'sweepstakes',
    'video',
    'wallet',
  ].map((feature, _index, features) => {
    // ../tickets/x, ../../tickets/x (from a subfolder), …/features/wallet/x: any feature but this one.
    const others = features.filter((other) => other !== feature).join('|');
    const otherFeature = `^(?:\\.\\./)+(?:${others})/|(?:^|/)features/(?!${feature}/)`;
    const message = `web/src/features/${feature}/ imports only from itself and the shared layers (components, forms, app, auth, i18n): move what features share into the layer it belongs to.`;
    return {
      files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              { name: 'zod', message: "Import z from web/src/forms/zod.ts: it sets the forms' shared messages." },
            ],
            patterns: [{ regex: otherFeature, message }],
          },
        ],
        // In a selector's regular expression a slash is escaped.
        'no-restricted-syntax': [
          'error',
          { selector: `ImportExpression[source.value=/${otherFeature.replaceAll('/', '\\/')}/]`, message },
        ],
      },
    };
  }),
  {
    files: ['web/src/{components,forms,app,auth,i18n}/**/*.{ts,tsx}'],
    ignores: ['web/src/app/pageTables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import z from web/src/forms/zod.ts: it sets the forms' shared messages." }],
          patterns: [
            {
              regex: '(?:^|/)features/',
              message:
                'The shared layers (components, forms, app, auth, i18n) never import from web/src/features/: what a feature and a shared piece both need belongs in the shared layer.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/(?:^|\\/)features\\//]',
          message:
            'The shared layers (components, forms, app, auth, i18n) never import from web/src/features/: what a feature and a shared piece both need belongs in the shared layer.',
        },
      ],
    },
  },
  { files: ['web/src/forms/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The graph's SDL: Relay server conventions and naming rules for every module.
    files: ['graph/src/modules/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'graph/src/modules/**/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/relay-connection-types': 'error',
      '@graphql-eslint/relay-edge-types': ['error', { shouldImplementNode: true, listTypeCanWrapOnlyEdgeType: false }],
      '@graphql-eslint/relay-page-info': 'error',
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      '@graphql-eslint/strict-id-in-types': [
        'error',
        {
          // Viewer is the request's singleton; values and mutation results carry no identity of their own.
          exceptions: {
            // A site's calendar links and a search hit's target are values of the site and the hit; a page's
            // navigation links are values of the page; the viewer's invitation and memberships are views of the
            // viewer (their organisation is the Node).
            types: [
              'Viewer',
              'NewsCategory',
              'SiteCalendar',
              'SearchTarget',
              'PageLink',
              'OrganizationInvitation',
              'OrganizationMembership',
              // An order's addresses, payment and documents are values of the order; the payment options a view
              // of the viewer; a checkout's next steps are the answers of checkoutStart.
              'PostalAddress',
              'OrderPayment',
              'OrderDocument',
              'CheckoutPaymentOptions',
              'CheckoutRedirect',
              'CheckoutCardForm',
              'CheckoutConfirmed',
              // The account area: a country is a value (its code), a subscription a view of the viewer's; the
              // mutations' answers and the data export are results, not objects.
              'Country',
              'VideoSubscription',
              // A Club TV plan is a value of the catalogue, named by its code.
              'VideoSubscriptionPlan',
              'ProfileUpdated',
              'PasswordChanged',
              'EmailConfirmed',
              'AccountDeletionRequested',
              'PaymentMethodRedirect',
              'DataExport',
              // The wallet: a ticket's venue, a transfer's two parties and the ticket as both sides see it are
              // values of the ticket or transfer (the ticket itself is the Node, for whoever holds it).
              // The box office: a match's offer, its price categories and a block's prices are values of the match
              // (the Match is the Node; its offer is read afresh with it).
              'MatchTicketOffer',
              'TicketCategory',
              'TicketPrice',
              'TicketVenue',
              'TicketTransferSender',
              'TicketTransferRecipient',
              'TransferredTicket',
              // The live match centre: a minute, a shoot-out's tally and a table's row are values of the ticker
              // and the standings (the Nodes, which subscriptions update in place).
              'MatchMinute',
              'PenaltyTally',
              'StandingsRow',
              // The marketplace: a quote is a computed value, the offered ticket and the payout's account are
              // values of the offer, and a ticket's marketplace state a view of the ticket (the Node).
              'MarketplaceOfferQuote',
              'MarketplaceTicket',
              'PayoutPaymentMethod',
              'TicketMarketplace',
              // Sweepstakes: an answer, the draw's commitment and the viewer's participation are values of the
              // sweepstake (the Node); taking part twice is an info result, not an object.
              'SweepstakeChoice',
              'SweepstakeDraw',
              'SweepstakeParticipation',
              'SweepstakeAlreadyParticipatingInfo',
              // Parts of a contract (identified by the contract), and its transfer's people.
              'ContractPerson',
              'ContractSeat',
              'ContractPricingClass',
              'ContractTicketMedium',
              'ContractTerminationReason',
              'ContractOptions',
              'ContractGroups',
              'ContractTransferSubscriber',
              'ContractTransferPerson',
              // The job portal: a posting's text sections are values of the posting, an application's upload
              // grant a value of its draft.
              'JobPostingSection',
              'JobApplicationUpload',
              // Paid video: the paywall a subscription belongs to is a value of it (the CMS has no paywall
              // resource), and the viewer's subscriptions a view of the viewer.
              'Paywall',
              'PaywallSubscriptions',
              // Channels: a budget and a deployment are values of the channel (the Node); registering and
              // revoking answer with the channel.
              'ChannelBudget',
              'ChannelDeployment',
              'ChannelRegistered',
              'ChannelRevoked',
            ],
            suffixes: [
              'Connection',
              'Edge',
              'PageInfo',
              'Money',
              'Image',
              'Thumbnail',
              'Item',
              'Option',
              'Pricing',
              'Error',
              'Success',
              // A mutation's answer with the list it changed (EmailsChanged, AddressesChanged, …).
              'Changed',
              // Page blocks, localised texts and statistics are values of the page or person they belong to.
              'Block',
              'Text',
              'Alternate',
              'Statistics',
            ],
          },
        },
      ],
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
          InputValueDefinition: 'camelCase',
        },
      ],
      '@graphql-eslint/require-description': ['error', { rootField: true }],
      '@graphql-eslint/no-typename-prefix': 'error',
      '@graphql-eslint/unique-enum-value-names': 'error',
      '@graphql-eslint/known-type-names': 'error',
    },
  },
);
