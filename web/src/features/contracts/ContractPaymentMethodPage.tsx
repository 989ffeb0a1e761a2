import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useRevalidator } from 'react-router';
import type { ContractPaymentMethodPageMutation } from '../../__generated__/ContractPaymentMethodPageMutation.graphql';
import type { ContractPaymentMethodPageQuery } from '../../__generated__/ContractPaymentMethodPageQuery.graphql';
import { paths, useLanguage, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { ContractChangePage } from './components/ContractChangePage.tsx';
import { readPaymentMethod } from './contractData.ts';
import { paymentMethodText } from './contractFormat.ts';
import { useChangeAnswers } from './contractChanges.ts';
import { ChoiceForm, choiceSchema, type ChoiceValues } from './forms/ChoiceForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractPaymentMethodPageQuery = graphql`
  query ContractPaymentMethodPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...ContractChangePage_query
    viewer {
      contract(id: $id) @include(if: $signedIn) {
        id
        internalId
        paymentMethod {
          id
        }
        ...ContractChangePage_contract
      }
      paymentMethods @include(if: $signedIn) {
        ...contractData_paymentMethod
      }
    }
  }
`;

type Data = ContractPaymentMethodPageQuery['response'];

/**
 * The payment method a contract is paid with (spec 3: payment token): one of the viewer's stored ones
 * (the settings' payment methods), the current one marked, with the way to add another one there.
 */
export function ContractPaymentMethodPage() {
  const data = usePageQuery<ContractPaymentMethodPageQuery>(contractPaymentMethodPageQuery);
  const t = useT();
  return (
    <ContractChangePage
      query={data}
      contract={data.viewer.contract}
      title={t('contracts.paymentMethod.title')}
      path={paths.contractPaymentMethod}
    >
      {(contract) => <PaymentMethodChange contract={contract} methods={data.viewer.paymentMethods} />}
    </ContractChangePage>
  );
}

function PaymentMethodChange({
  contract,
  methods,
}: {
  contract: NonNullable<Data['viewer']['contract']>;
  methods: Data['viewer']['paymentMethods'];
}) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const current = contract.paymentMethod?.id ?? null;
  const stored = useMemo(() => methods?.map(readPaymentMethod) ?? null, [methods]);
  const form = useForm<ChoiceValues>({
    resolver: zodResolver(choiceSchema(current, 'contracts.errors.choosePaymentMethod')),
    defaultValues: { choice: current ?? '' },
  });
  const answers = useChangeAnswers(form, contract.internalId);
  const [save, saving] = useMutation<ContractPaymentMethodPageMutation>(graphql`
    mutation ContractPaymentMethodPageMutation($input: ContractPaymentMethodSetInput!) {
      contractPaymentMethodSet(input: $input) {
        __typename
        ... on ContractChangeSuccess {
          contract {
            id
            status
            missing
            canConfirm
            paymentMethod {
              id
              kind
              cardBrand
              last4
              accountHolder
              payPalEmail
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const addLink = (
    <p className="fine-print">
      {t('contracts.paymentMethod.addHint')}{' '}
      <Link to={paths.paymentMethods(language)}>{t('contracts.paymentMethod.add')}</Link>
    </p>
  );

  if (!stored)
    return (
      <ErrorState
        message={t('account.paymentMethods.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );
  if (stored.length === 0)
    return (
      <div className="notice">
        <p>{t('contracts.paymentMethod.none')}</p>
        <Link to={paths.paymentMethods(language)} className="button">
          {t('contracts.paymentMethod.add')}
        </Link>
      </div>
    );

  const onSubmit = ({ choice }: ChoiceValues) => {
    if (saving) return;
    save({
      variables: { input: { contractId: contract.id, paymentMethodId: choice } },
      onCompleted: ({ contractPaymentMethodSet: answer }) =>
        answers.answered(
          answer,
          () => t('contracts.paymentMethod.saved'),
          // A method no longer stored: the choice is what to change.
          (refusal) => (refusal.__typename === 'PaymentTokenUnknownError' ? 'choice' : null),
        ),
      onError: answers.failed,
    });
  };

  return (
    <ChoiceForm
      form={form}
      onSubmit={onSubmit}
      idPrefix="contract-payment"
      legend={t('contracts.paymentMethod.legend')}
      hint={t('contracts.paymentMethod.hint')}
      choices={stored.map((method) => ({
        value: method.id,
        label: paymentMethodText(method, t),
        detail:
          method.kind === 'CREDIT_CARD' && method.expiryMonth && method.expiryYear
            ? t('account.paymentMethods.expiry', {
                expiry: `${String(method.expiryMonth).padStart(2, '0')}/${String(method.expiryYear % 100).padStart(2, '0')}`,
              })
            : method.kind === 'SEPA' && method.accountHolder
              ? method.accountHolder
              : undefined,
        current: method.id === current,
      }))}
      note={addLink}
      submitLabel={t('contracts.paymentMethod.submit')}
      saving={saving}
    />
  );
}
