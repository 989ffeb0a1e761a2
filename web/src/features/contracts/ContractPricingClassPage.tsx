import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import type { ContractPricingClassPageMutation } from '../../__generated__/ContractPricingClassPageMutation.graphql';
import type { ContractPricingClassPageQuery } from '../../__generated__/ContractPricingClassPageQuery.graphql';
import { graphLanguage, paths, useLanguage, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { formatMoney } from '../../components/money.ts';
import { ContractChangePage } from './components/ContractChangePage.tsx';
import { readMoney } from './contractData.ts';
import { seasonLabel } from './contractFormat.ts';
import { useChangeAnswers } from './contractChanges.ts';
import { ChoiceForm, choiceSchema, type ChoiceValues } from './forms/ChoiceForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractPricingClassPageQuery = graphql`
  query ContractPricingClassPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...ContractChangePage_query
    viewer {
      contract(id: $id) @include(if: $signedIn) {
        id
        internalId
        upcomingSeason
        options {
          pricingClasses {
            code
            name(language: $language)
            price {
              ...contractData_money
            }
            isCurrent
          }
        }
        ...ContractChangePage_contract
      }
    }
  }
`;

type Contract = NonNullable<ContractPricingClassPageQuery['response']['viewer']['contract']>;

/** A contract's price class for the upcoming season (spec 3: price class change), each with its price. */
export function ContractPricingClassPage() {
  const data = usePageQuery<ContractPricingClassPageQuery>(contractPricingClassPageQuery);
  const t = useT();
  return (
    <ContractChangePage
      query={data}
      contract={data.viewer.contract}
      title={t('contracts.pricingClass.title')}
      path={paths.contractPricingClass}
    >
      {(contract) => <PricingClassChange contract={contract} />}
    </ContractChangePage>
  );
}

function PricingClassChange({ contract }: { contract: Contract }) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const classes = contract.options?.pricingClasses;
  const current = classes?.find((pricingClass) => pricingClass.isCurrent)?.code ?? null;
  const season = seasonLabel(contract.upcomingSeason);
  const form = useForm<ChoiceValues>({
    resolver: zodResolver(choiceSchema(current, 'contracts.errors.choosePricingClass')),
    defaultValues: { choice: current ?? '' },
  });
  const answers = useChangeAnswers(form, contract.internalId);
  const [save, saving] = useMutation<ContractPricingClassPageMutation>(graphql`
    mutation ContractPricingClassPageMutation($input: ContractPricingClassSetInput!, $language: Language!) {
      contractPricingClassSet(input: $input) {
        __typename
        ... on ContractChangeSuccess {
          contract {
            id
            pricingClass {
              code
              name(language: $language)
              price {
                amount
                currencyCode
              }
              isCurrent
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

  if (!classes)
    return (
      <ErrorState
        message={t('contracts.pricingClass.unavailable')}
        retryLabel={t('error.retry')}
        onRetry={() => void revalidator.revalidate()}
      />
    );

  const onSubmit = ({ choice }: ChoiceValues) => {
    if (saving) return;
    save({
      variables: { input: { contractId: contract.id, pricingClass: choice }, language: graphLanguage(language) },
      onCompleted: ({ contractPricingClassSet: answer }) =>
        answers.answered(
          answer,
          () => {
            const name = classes.find((pricingClass) => pricingClass.code === choice)?.name ?? choice;
            return t('contracts.pricingClass.saved', { name, season });
          },
          (refusal) => (refusal.field === 'pricingClass' ? 'choice' : null),
        ),
      onError: answers.failed,
    });
  };

  return (
    <ChoiceForm
      form={form}
      onSubmit={onSubmit}
      idPrefix="contract-pricing-class"
      legend={t('contracts.pricingClass.legend', { season })}
      hint={t('contracts.pricingClass.hint', { season })}
      choices={classes.map((pricingClass) => ({
        value: pricingClass.code,
        label: pricingClass.name,
        detail: t('contracts.pricingClass.price', { price: formatMoney(readMoney(pricingClass.price), language) }),
        current: pricingClass.isCurrent,
      }))}
      submitLabel={t('contracts.pricingClass.submit')}
      saving={saving}
    />
  );
}
