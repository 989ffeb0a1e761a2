import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { graphql, useMutation } from 'react-relay/hooks';
import { useParams, useRevalidator } from 'react-router';
import type { ContractPricingClassPageMutation } from '../../__generated__/ContractPricingClassPageMutation.graphql';
import type { ContractPricingClassPageQuery } from '../../__generated__/ContractPricingClassPageQuery.graphql';
import { graphLanguage, paths, pathsIn, useLanguage, useT } from '../../app/language.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { formatMoney } from '../../components/money.ts';
import { ContractChangeFrame, ContractNotFound } from './components/ContractChangeFrame.tsx';
import { ContractsLayout } from './components/ContractsLayout.tsx';
import { readMoney } from './contractData.ts';
import { seasonLabel } from './contractFormat.ts';
import { formFieldOf, useBackToContract } from './contractChanges.ts';
import { ChoiceForm, choiceSchema, type ChoiceValues } from './forms/ChoiceForm.tsx';
import { usePageQuery } from '../../app/usePageQuery.ts';

export const contractPricingClassPageQuery = graphql`
  query ContractPricingClassPageQuery($id: ID!, $language: Language!, $signedIn: Boolean!) {
    ...ContractsLayout_query
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
        ...ContractChangeFrame_contract
      }
    }
  }
`;

type Contract = NonNullable<ContractPricingClassPageQuery['response']['viewer']['contract']>;

/** A contract's price class for the upcoming season (spec 3: price class change), each with its price. */
export function ContractPricingClassPage() {
  const data = usePageQuery<ContractPricingClassPageQuery>(contractPricingClassPageQuery);
  const { contractId: id = '' } = useParams();
  const t = useT();
  const contract = data.viewer.contract;
  return (
    <ContractsLayout
      query={data}
      title={t('contracts.pricingClass.title')}
      alternates={pathsIn((other) => paths.contractPricingClass(other, id))}
    >
      {contract ? (
        <ContractChangeFrame contract={contract}>
          <PricingClassChange contract={contract} />
        </ContractChangeFrame>
      ) : (
        <ContractNotFound />
      )}
    </ContractsLayout>
  );
}

function PricingClassChange({ contract }: { contract: Contract }) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const back = useBackToContract();
  const classes = contract.options?.pricingClasses;
  const current = classes?.find((pricingClass) => pricingClass.isCurrent)?.code ?? null;
  const season = seasonLabel(contract.upcomingSeason);
  const form = useForm<ChoiceValues>({
    resolver: zodResolver(choiceSchema(current, 'contracts.errors.choosePricingClass')),
    defaultValues: { choice: current ?? '' },
  });
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
      onCompleted: ({ contractPricingClassSet: result }) => {
        if (result.__typename === 'ContractChangeSuccess') {
          const name = classes.find((pricingClass) => pricingClass.code === choice)?.name ?? choice;
          back(contract.internalId, t('contracts.pricingClass.saved', { name, season }));
          return;
        }
        const message = ('message' in result && result.message) || t('error.serverErrorText');
        if ('field' in result && formFieldOf(result, ['pricingClass']))
          form.setError('choice', { message }, { shouldFocus: true });
        else form.setError('root', { message });
      },
      onError: () => form.setError('root', { message: t('error.serverErrorText') }),
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
