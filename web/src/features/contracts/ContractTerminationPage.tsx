import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { ContractTerminationPageMutation } from '../../__generated__/ContractTerminationPageMutation.graphql';
import type { ContractTerminationPageQuery } from '../../__generated__/ContractTerminationPageQuery.graphql';
import { graphLanguage, paths, useLanguage, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { ContractChangePage } from './components/ContractChangePage.tsx';
import { dateText } from './contractFormat.ts';
import { useChangeAnswers } from './contractChanges.ts';
import { TerminationForm, terminationSchema, type TerminationValues } from './forms/TerminationForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractTerminationPageQuery = graphql`
  query ContractTerminationPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...ContractChangePage_query
    viewer {
      contract(id: $id) @include(if: $signedIn) {
        id
        internalId
        renewalDate
        terminationReasons {
          internalId
          text(language: $language)
        }
        ...ContractChangePage_contract
      }
    }
  }
`;

type Contract = NonNullable<ContractTerminationPageQuery['response']['viewer']['contract']>;

/**
 * Terminating a contract (spec 3: termination): only to the renewal date, with a reason of the contract's
 * master data, and irreversible, which the person confirms before the button works.
 */
export function ContractTerminationPage() {
  const data = usePageQuery<ContractTerminationPageQuery>(contractTerminationPageQuery);
  const t = useT();
  return (
    <ContractChangePage
      query={data}
      contract={data.viewer.contract}
      title={t('contracts.termination.title')}
      path={paths.contractTermination}
    >
      {(contract) => <Termination contract={contract} />}
    </ContractChangePage>
  );
}

function Termination({ contract }: { contract: Contract }) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const endsOn = dateText(contract.renewalDate, language);
  const form = useForm<TerminationValues>({
    resolver: zodResolver(terminationSchema),
    defaultValues: { reasonId: '', acknowledged: false },
  });
  const answers = useChangeAnswers(form, contract.internalId);
  const [terminate, terminating] = useMutation<ContractTerminationPageMutation>(graphql`
    mutation ContractTerminationPageMutation($input: ContractTerminateInput!, $language: Language!) {
      contractTerminate(input: $input) {
        __typename
        ... on ContractChangeSuccess {
          contract {
            id
            status
            canChange
            canConfirm
            endsOn
            terminatedAt
            upcomingRecipient {
              firstName
            }
            terminationReason {
              internalId
              text(language: $language)
            }
          }
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

  const reasons = contract.terminationReasons;
  if (!reasons)
    return (
      <ErrorState
        message={t('contracts.termination.reasonsUnavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );

  const onSubmit = (values: TerminationValues) => {
    if (terminating || !values.acknowledged) return;
    terminate({
      variables: {
        input: { contractId: contract.id, reasonId: Number(values.reasonId) },
        language: graphLanguage(language),
      },
      onCompleted: ({ contractTerminate: answer }) =>
        answers.answered(
          answer,
          (success) =>
            t('contracts.termination.done', {
              date: dateText(success.contract?.endsOn ?? contract.renewalDate, language),
            }),
          (refusal) => (refusal.field === 'reasonId' ? 'reasonId' : null),
        ),
      onError: answers.failed,
    });
  };

  return (
    <>
      <p>{t('contracts.termination.intro')}</p>
      <TerminationForm
        form={form}
        onSubmit={onSubmit}
        saving={terminating}
        endsOn={endsOn}
        reasons={reasons.map((reason) => ({ id: String(reason.internalId), text: reason.text }))}
      />
    </>
  );
}
