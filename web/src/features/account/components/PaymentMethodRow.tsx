import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { PaymentMethodRow_method$key } from '../../../__generated__/PaymentMethodRow_method.graphql';
import type { PaymentMethodRowDeleteMutation } from '../../../__generated__/PaymentMethodRowDeleteMutation.graphql';
import { useT } from '../../../app/language.ts';
import { showToast } from '../../../app/toast.ts';
import { replaceViewerList } from '../viewerLists.ts';
import { ConfirmAction } from '../../../components/account/ConfirmAction.tsx';

/** A card brand as people write it (the provider may answer `visa`). */
const capitalised = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * A stored payment method: a card by brand, last digits and expiry (MM/YY), a SEPA mandate by holder
 * and last digits, PayPal by its e-mail; deleting it, which the services refuse while a contract or a
 * payout uses it (their message shown under the row).
 */
export function PaymentMethodRow({ method }: { method: PaymentMethodRow_method$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentMethodRow_method on StoredPaymentMethod {
        id
        kind
        cardBrand
        last4
        expiryMonth
        expiryYear
        accountHolder
        payPalEmail
      }
    `,
    method,
  );
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, removing] = useMutation<PaymentMethodRowDeleteMutation>(graphql`
    mutation PaymentMethodRowDeleteMutation($id: ID!) {
      paymentMethodDelete(id: $id) {
        __typename
        ... on PaymentMethodsChanged {
          paymentMethods {
            id
            ...PaymentMethodRow_method
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const last4 = data.last4 ?? '····';
  let title: string;
  let detail: string | null = null;
  switch (data.kind) {
    case 'CREDIT_CARD':
      title = t('account.paymentMethods.card', {
        brand: data.cardBrand ? capitalised(data.cardBrand) : t('account.paymentMethods.cardUnknown'),
        last4,
      });
      if (data.expiryMonth && data.expiryYear)
        detail = t('account.paymentMethods.expiry', {
          expiry: `${String(data.expiryMonth).padStart(2, '0')}/${String(data.expiryYear % 100).padStart(2, '0')}`,
        });
      break;
    case 'SEPA':
      title = t('account.paymentMethods.kinds.SEPA');
      detail = t('account.paymentMethods.sepa', { holder: data.accountHolder ?? '', last4 });
      break;
    case 'PAY_PAL':
      title = t('account.paymentMethods.kinds.PAY_PAL');
      detail = data.payPalEmail ?? null;
      break;
  }
  const subject = detail ? `${title}, ${detail}` : title;
  return (
    <li className="account-item">
      <p className="account-item-title">{title}</p>
      {detail && <p className="fine-print">{detail}</p>}
      <div className="account-item-actions">
        <ConfirmAction
          label={t('account.delete')}
          subject={subject}
          question={t('account.paymentMethods.confirmDelete', { name: subject })}
          confirmLabel={t('account.delete')}
          busy={removing}
          onConfirm={() => {
            setFailure(null);
            remove({
              variables: { id: data.id },
              updater: (store) => replaceViewerList(store, 'paymentMethodDelete', 'paymentMethods'),
              onCompleted: ({ paymentMethodDelete: result }) => {
                if (result.__typename === 'PaymentMethodsChanged')
                  showToast({ message: t('account.paymentMethods.deleted', { name: title }) });
                else setFailure(result.message ?? t('error.serverErrorText'));
              },
              onError: () => setFailure(t('error.serverErrorText')),
            });
          }}
        />
      </div>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
