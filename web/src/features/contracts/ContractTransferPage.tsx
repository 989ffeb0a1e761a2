import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useParams } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { ContractTransferPageAcceptMutation } from '../../__generated__/ContractTransferPageAcceptMutation.graphql';
import type { ContractTransferPageDeclineMutation } from '../../__generated__/ContractTransferPageDeclineMutation.graphql';
import type { ContractTransferPageQuery } from '../../__generated__/ContractTransferPageQuery.graphql';
import { paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import type { Language } from '../../app/pages.ts';
import { showToast } from '../../app/toast.ts';
import { useSession } from '../../auth/SessionContext.tsx';
import { addressInput, addressValuesOf, emptyAddress } from '../../forms/AddressFields.tsx';
import { useCountryChoices } from '../../forms/countries.ts';
import { dateTimeText } from '../../components/ticketFormat.ts';
import { ContractsLayout } from './components/ContractsLayout.tsx';
import { TransferActions } from './components/TransferActions.tsx';
import { readBookAddress, readPaymentMethod, readSeat } from './contractData.ts';
import { paymentMethodText, seasonLabel, seatText } from './contractFormat.ts';
import { formFieldOf } from './contractChanges.ts';
import {
  RecipientAcceptForm,
  recipientAcceptSchema,
  SubscriberAcceptForm,
  subscriberAcceptSchema,
  TransferDeclineForm,
  transferDeclineSchema,
  type RecipientAcceptValues,
  type SubscriberAcceptValues,
  type TransferDeclineValues,
} from './forms/TransferAnswerForms.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractTransferPageQuery = graphql`
  query ContractTransferPageQuery($id: ID!, $kind: ContractTransferKind!, $language: Language!, $signedIn: Boolean!) {
    ...ContractsLayout_query
    viewer {
      person @include(if: $signedIn) {
        displayName
        email
      }
      contractTransfer(id: $id, kind: $kind) @include(if: $signedIn) {
        id
        kind
        state
        direction
        email
        subscriber {
          firstName
          lastName
          email
        }
        person {
          firstName
          lastName
        }
        contractName(language: $language)
        upcomingSeason
        seat {
          ...contractData_seat
        }
        pricingClass(language: $language)
        reasonForDeclining
        expiresAt
        canAnswer
        canWithdraw
        contract {
          internalId
        }
      }
      addresses @include(if: $signedIn) {
        ...contractData_bookAddress
      }
      paymentMethods @include(if: $signedIn) {
        ...contractData_paymentMethod
      }
    }
    countries(language: $language) @include(if: $signedIn) {
      ...countries_choice
    }
  }
`;

type Kind = 'RECIPIENT' | 'SUBSCRIBER';
type Data = ContractTransferPageQuery['response'];
type Transfer = NonNullable<Data['viewer']['contractTransfer']>;

/** Where a transfer's page is, by its kind: the paths the platform mails. */
const pathOf: Record<Kind, (language: Language, transferId: string) => string> = {
  RECIPIENT: paths.contractRecipientChange,
  SUBSCRIBER: paths.contractTakeover,
};

/** The page behind a change of recipient's mailed link (/konto/vertraege/empfaengerwechsel/{uuid}). */
export function ContractRecipientChangePage() {
  return <ContractTransferPage kind="RECIPIENT" />;
}

/** The page behind a subscriber transfer's mailed link (/konto/vertraege/uebernahme/{uuid}). */
export function ContractTakeoverPage() {
  return <ContractTransferPage kind="SUBSCRIBER" />;
}

/**
 * A change of recipient or a subscriber transfer by the link its person was mailed (spec 3: subscriber
 * transfer with accept and decline pages and expired-link pages). The person sees who offers what, and
 * accepts (with an address; for a contract also the invoice address and a payment method) or declines
 * with a reason; an expired link says to contact the subscriber; an answered, withdrawn or converted one
 * that it is no longer available. The subscriber finds their own transfer here with its state and the
 * way to take it back. A link opened in another account finds nothing, and says so.
 */
function ContractTransferPage({ kind }: { kind: Kind }) {
  const data = usePageQuery<ContractTransferPageQuery>(contractTransferPageQuery);
  const { transferId = '' } = useParams();
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const [answered, setAnswered] = useState<'accepted' | 'declined' | null>(null);
  const transfer = data.viewer.contractTransfer;
  const alternates = pathsIn((other) => pathOf[kind](other, transferId));
  const toContracts = (
    <Link to={paths.contracts(language)} className="back-link">
      {t('contracts.detail.backToList')}
    </Link>
  );

  let title: string;
  let content: ReactNode;
  // Not asked for: nobody is signed in. The mailed link's page says what awaits and asks to sign in.
  const signedOut = transfer === undefined;
  if (signedOut) {
    title = t(`contracts.transfer.title.${kind}`);
    content = null;
  } else if (!transfer) {
    // Not this account's: the link went to another address (or names nothing).
    const person = data.viewer.person;
    title = t('contracts.transfer.wrongAccountTitle');
    content = (
      <div className="message-page contract-transfer">
        <p>{t('contracts.transfer.wrongAccount', { email: person?.email ?? person?.displayName ?? '' })}</p>
        <button type="button" className="secondary" onClick={() => void session.signOut(language)}>
          {t('contracts.transfer.switchAccount')}
        </button>
      </div>
    );
  } else {
    const subscriber = `${transfer.subscriber.firstName} ${transfer.subscriber.lastName}`.trim();
    const offer = <TransferOffer transfer={transfer} />;
    if (transfer.direction === 'SENT') {
      title = t(`contracts.transfer.sentTitle.${transfer.kind}`, { email: transfer.email });
      content = (
        <>
          <p>
            <span className={`transfer-state ${transfer.state.toLowerCase()}`}>
              {t(`contracts.transfer.states.${transfer.state}`)}
            </span>
          </p>
          {offer}
          {transfer.state === 'PENDING' && (
            <p className="fine-print">
              {t('contracts.pendingTransfer.expires', { date: dateTimeText(transfer.expiresAt, language) })}
            </p>
          )}
          {transfer.state === 'DECLINED' && transfer.reasonForDeclining && (
            <p>{t('contracts.transfer.reasonForDeclining', { reason: transfer.reasonForDeclining })}</p>
          )}
          {transfer.state === 'CONVERTED' && <p>{t('contracts.transfer.convertedSent')}</p>}
          {transfer.canWithdraw && (
            <TransferActions transferId={transfer.id} kind={transfer.kind} email={transfer.email} />
          )}
          {transfer.contract && (
            <Link to={paths.contract(language, transfer.contract.internalId)} className="back-link">
              {t('contracts.detail.backToContract')}
            </Link>
          )}
        </>
      );
    } else if (answered) {
      title = t(
        answered === 'accepted'
          ? `contracts.transfer.acceptedTitle.${transfer.kind}`
          : 'contracts.transfer.declinedTitle',
      );
      content = (
        <div className="message-page contract-transfer">
          <p role="status">
            {answered === 'accepted'
              ? t(`contracts.transfer.accepted.${transfer.kind}`, {
                  season: seasonLabel(transfer.upcomingSeason),
                  name: subscriber,
                })
              : t('contracts.transfer.declined', { name: subscriber })}
          </p>
          <Link to={paths.contracts(language)} className="button">
            {t('contracts.detail.backToList')}
          </Link>
        </div>
      );
    } else if (transfer.state === 'EXPIRED') {
      title = t('contracts.transfer.expiredTitle');
      content = (
        <div className="message-page contract-transfer">
          <p>{t('contracts.transfer.expired')}</p>
          <p>{t('contracts.transfer.expiredContact', { name: subscriber, email: transfer.subscriber.email })}</p>
        </div>
      );
    } else if (transfer.state !== 'PENDING' || !transfer.canAnswer) {
      title = t('contracts.transfer.goneTitle');
      content = (
        <div className="message-page contract-transfer">
          <p>{t(`contracts.transfer.gone.${transfer.state}`, { name: subscriber })}</p>
          {toContracts}
        </div>
      );
    } else {
      title = t(`contracts.transfer.title.${transfer.kind}`);
      content = (
        <>
          <p className="lead">
            {t(`contracts.transfer.offered.${transfer.kind}`, {
              name: subscriber,
              email: transfer.subscriber.email,
              season: seasonLabel(transfer.upcomingSeason),
            })}
          </p>
          {offer}
          <p className="fine-print">
            {t('contracts.pendingTransfer.expires', { date: dateTimeText(transfer.expiresAt, language) })}
          </p>
          <TransferAnswer transfer={transfer} data={data} subscriber={subscriber} onAnswered={setAnswered} />
        </>
      );
    }
  }

  return (
    <ContractsLayout
      query={data}
      title={title}
      alternates={alternates}
      signInText={signedOut ? t('contracts.transfer.signInFirst') : undefined}
    >
      {content}
    </ContractsLayout>
  );
}

/** What is offered: the contract, from which season, the seat and price class, and by whom. */
function TransferOffer({ transfer }: { transfer: Transfer }) {
  const t = useT();
  const seat = transfer.seat ? seatText(readSeat(transfer.seat), t) : null;
  const subscriber = `${transfer.subscriber.firstName} ${transfer.subscriber.lastName}`.trim();
  const person = transfer.person ? `${transfer.person.firstName} ${transfer.person.lastName}`.trim() : null;
  return (
    <section className="account-section contract-offer" aria-labelledby="contract-offer-title">
      <h2 id="contract-offer-title">{transfer.contractName}</h2>
      <dl className="contract-facts">
        <div>
          <dt>{t('contracts.transfer.from')}</dt>
          <dd>{seasonLabel(transfer.upcomingSeason)}</dd>
        </div>
        {seat && (
          <div>
            <dt>{t('contracts.seat')}</dt>
            <dd>{seat}</dd>
          </div>
        )}
        {transfer.pricingClass && (
          <div>
            <dt>{t('contracts.pricingClassLabel')}</dt>
            <dd>{transfer.pricingClass}</dd>
          </div>
        )}
        {transfer.direction === 'RECEIVED' ? (
          <div>
            <dt>{t('contracts.transfer.offeredBy')}</dt>
            <dd>{t('contracts.transfer.nameAndEmail', { name: subscriber, email: transfer.subscriber.email })}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('contracts.transfer.offeredTo')}</dt>
            <dd>
              {person ? t('contracts.transfer.nameAndEmail', { name: person, email: transfer.email }) : transfer.email}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

const addressFields = [
  'company',
  'firstName',
  'lastName',
  'street',
  'additionalAddress',
  'postalCode',
  'city',
  'countryCode',
  'phone',
] as const;
const fieldsAt = <Prefix extends string>(prefix: Prefix) => addressFields.map((field) => `${prefix}.${field}` as const);

/**
 * The person's answer: accept (the form for the kind) or decline with a reason. Refusals of one field
 * stand at it; a fan club cannot use a season ticket (with the way back to the personal account); a link
 * that ran out or was answered meanwhile turns the page into what it now is.
 */
function TransferAnswer({
  transfer,
  data,
  subscriber,
  onAnswered,
}: {
  transfer: Transfer;
  data: Data;
  subscriber: string;
  onAnswered: (answer: 'accepted' | 'declined') => void;
}) {
  const t = useT();
  const session = useSession();
  const countries = useCountryChoices(data.countries);
  const addresses = (data.viewer.addresses ?? []).map(readBookAddress);
  const shipping = addresses.find((address) => address.isDefaultShipping) ?? addresses[0];
  const billing = addresses.find((address) => address.isDefaultBilling) ?? shipping;
  const [failure, setFailure] = useState<{ message: string; switchAccount: boolean } | null>(null);

  const recipientForm = useForm<RecipientAcceptValues>({
    resolver: zodResolver(recipientAcceptSchema(countries)) as unknown as Resolver<RecipientAcceptValues>,
    defaultValues: { address: shipping ? addressValuesOf(shipping, countries) : emptyAddress(countries) },
  });
  const subscriberForm = useForm<SubscriberAcceptValues>({
    resolver: zodResolver(subscriberAcceptSchema(countries)) as unknown as Resolver<SubscriberAcceptValues>,
    defaultValues: {
      shippingAddress: shipping ? addressValuesOf(shipping, countries) : emptyAddress(countries),
      invoiceSame: !billing || billing === shipping,
      invoiceAddress: billing ? addressValuesOf(billing, countries) : emptyAddress(countries),
      paymentMethodId: '',
    },
  });
  const declineForm = useForm<TransferDeclineValues>({
    resolver: zodResolver(transferDeclineSchema),
    defaultValues: { reason: '' },
  });

  const [accept, accepting] = useMutation<ContractTransferPageAcceptMutation>(graphql`
    mutation ContractTransferPageAcceptMutation($input: ContractTransferAcceptInput!) {
      contractTransferAccept(input: $input) {
        __typename
        ... on ContractTransferAnswerSuccess {
          transfer {
            id
            state
            respondedAt
            canAnswer
            canWithdraw
          }
        }
        ... on ContractTransferNotPendingError {
          state
        }
        ... on AddressPhoneRequiredError {
          field
        }
        ... on AddressCountryNotDeliveredError {
          field
        }
        ... on PaymentTokenUnknownError {
          code
        }
        ... on InvalidInputError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [decline, declining] = useMutation<ContractTransferPageDeclineMutation>(graphql`
    mutation ContractTransferPageDeclineMutation($input: ContractTransferDeclineInput!) {
      contractTransferDecline(input: $input) {
        __typename
        ... on ContractTransferAnswerSuccess {
          transfer {
            id
            state
            respondedAt
            reasonForDeclining
            canAnswer
            canWithdraw
          }
        }
        ... on ContractTransferNotPendingError {
          state
        }
        ... on InvalidInputError {
          field
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const busy = accepting || declining;

  /** A link that ran out or a transfer answered meanwhile: the page shows what it now is. */
  const settle = (store: RecordSourceSelectorProxy, rootField: string) => {
    const result = store.getRootField(rootField);
    const typename = result?.getValue('__typename');
    const record = store.get(transfer.id);
    if (!record) return;
    if (typename === 'ContractTransferExpiredError') record.setValue('EXPIRED', 'state');
    else if (typename === 'ContractTransferNotPendingError') record.setValue(result?.getValue('state'), 'state');
    else return;
    record.setValue(false, 'canAnswer');
  };
  const refused = (typename: string, message: string | undefined) =>
    setFailure({
      message: message || t('error.serverErrorText'),
      switchAccount: typename === 'FanClubAsRecipientError' || typename === 'PlatformActionsNotAllowedError',
    });

  const onAcceptRecipient = (values: RecipientAcceptValues) => {
    if (busy) return;
    setFailure(null);
    accept({
      variables: { input: { transferId: transfer.id, address: addressInput(values.address) } },
      updater: (store) => settle(store, 'contractTransferAccept'),
      onCompleted: ({ contractTransferAccept: result }) => {
        if (result.__typename === 'ContractTransferAnswerSuccess') {
          showToast({ message: t('contracts.transfer.acceptedToast.RECIPIENT') });
          onAnswered('accepted');
          return;
        }
        const message = ('message' in result && result.message) || t('error.serverErrorText');
        const field = 'field' in result ? formFieldOf(result, fieldsAt('address')) : null;
        if (field) recipientForm.setError(field, { message }, { shouldFocus: true });
        else refused(result.__typename, message);
      },
      onError: () => refused('', t('error.serverErrorText')),
    });
  };

  const onAcceptSubscriber = (values: SubscriberAcceptValues) => {
    if (busy) return;
    setFailure(null);
    const shippingAddress = addressInput(values.shippingAddress);
    accept({
      variables: {
        input: {
          transferId: transfer.id,
          shippingAddress,
          invoiceAddress: values.invoiceSame ? shippingAddress : addressInput(values.invoiceAddress),
          paymentMethodId: values.paymentMethodId,
        },
      },
      updater: (store) => settle(store, 'contractTransferAccept'),
      onCompleted: ({ contractTransferAccept: result }) => {
        if (result.__typename === 'ContractTransferAnswerSuccess') {
          showToast({ message: t('contracts.transfer.acceptedToast.SUBSCRIBER') });
          onAnswered('accepted');
          return;
        }
        const message = ('message' in result && result.message) || t('error.serverErrorText');
        if (result.__typename === 'PaymentTokenUnknownError') {
          subscriberForm.setError('paymentMethodId', { message }, { shouldFocus: true });
          return;
        }
        // The invoice address the same as the shipping address: its refusal stands at the shipping address.
        const named = 'field' in result ? (result.field ?? '') : '';
        const at = values.invoiceSame ? named.replace(/^invoiceAddress\./, 'shippingAddress.') : named;
        const field = formFieldOf({ field: at }, [...fieldsAt('shippingAddress'), ...fieldsAt('invoiceAddress')]);
        if (field) subscriberForm.setError(field, { message }, { shouldFocus: true });
        else refused(result.__typename, message);
      },
      onError: () => refused('', t('error.serverErrorText')),
    });
  };

  const onDecline = ({ reason }: TransferDeclineValues) => {
    if (busy) return;
    setFailure(null);
    decline({
      variables: { input: { transferId: transfer.id, reason } },
      updater: (store) => settle(store, 'contractTransferDecline'),
      onCompleted: ({ contractTransferDecline: result }) => {
        if (result.__typename === 'ContractTransferAnswerSuccess') {
          onAnswered('declined');
          return;
        }
        const message = ('message' in result && result.message) || t('error.serverErrorText');
        if ('field' in result && result.field === 'reason')
          declineForm.setError('reason', { message }, { shouldFocus: true });
        else refused(result.__typename, message);
      },
      onError: () => refused('', t('error.serverErrorText')),
    });
  };

  const methods = (data.viewer.paymentMethods ?? []).map(readPaymentMethod).map((method) => ({
    id: method.id,
    label: paymentMethodText(method, t),
  }));

  return (
    <>
      {failure && (
        <div className="notice warning" role="alert">
          <p>{failure.message}</p>
          {failure.switchAccount && (
            <button type="button" className="secondary" onClick={() => session.actAs(null)}>
              {t('account.switchToPersonal')}
            </button>
          )}
        </div>
      )}
      {transfer.kind === 'RECIPIENT' ? (
        <RecipientAcceptForm
          form={recipientForm}
          onSubmit={onAcceptRecipient}
          countries={countries}
          saving={accepting}
        />
      ) : (
        <SubscriberAcceptForm
          form={subscriberForm}
          onSubmit={onAcceptSubscriber}
          countries={countries}
          paymentMethods={methods}
          saving={accepting}
        />
      )}
      <TransferDeclineForm form={declineForm} onSubmit={onDecline} saving={declining} subscriber={subscriber} />
    </>
  );
}
