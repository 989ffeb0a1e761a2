import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { TransferAnswerAcceptMutation } from '../../../__generated__/TransferAnswerAcceptMutation.graphql';
import type { TransferAnswerDeclineMutation } from '../../../__generated__/TransferAnswerDeclineMutation.graphql';
import type { TransferAnswer_query$key } from '../../../__generated__/TransferAnswer_query.graphql';
import type { TransferAnswer_transfer$key } from '../../../__generated__/TransferAnswer_transfer.graphql';
import { useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import { useSession } from '../../../auth/SessionContext.tsx';
import { addressInput, addressValuesOf, emptyAddress } from '../../../forms/AddressFields.tsx';
import { useCountryChoices } from '../../../forms/countries.ts';
import { formFieldOf } from '../contractChanges.ts';
import { readBookAddress, readPaymentMethod } from '../contractData.ts';
import { paymentMethodText } from '../contractFormat.ts';
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
} from '../forms/TransferAnswerForms.tsx';

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
export function TransferAnswer({
  transfer: transferKey,
  query,
  subscriber,
  onAnswered,
}: {
  transfer: TransferAnswer_transfer$key;
  query: TransferAnswer_query$key;
  subscriber: string;
  onAnswered: (answer: 'accepted' | 'declined') => void;
}) {
  const transfer = useFragment(
    graphql`
      fragment TransferAnswer_transfer on ContractTransfer {
        id
        kind
      }
    `,
    transferKey,
  );
  const data = useFragment(
    graphql`
      fragment TransferAnswer_query on Query {
        viewer {
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
    `,
    query,
  );
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

  const [accept, accepting] = useMutation<TransferAnswerAcceptMutation>(graphql`
    mutation TransferAnswerAcceptMutation($input: ContractTransferAcceptInput!) {
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
  const [decline, declining] = useMutation<TransferAnswerDeclineMutation>(graphql`
    mutation TransferAnswerDeclineMutation($input: ContractTransferDeclineInput!) {
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
