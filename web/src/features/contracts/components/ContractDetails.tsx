import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ContractDetails_contract$key } from '../../../__generated__/ContractDetails_contract.graphql';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import { formatMoney } from '../../../components/money.ts';
import { readAddress, readMoney, readPaymentMethod, readPerson, type AddressData } from '../contractData.ts';
import { addressLines, dateText, paymentMethodText, personText, seasonLabel } from '../contractFormat.ts';

/**
 * What the subscriber manages, one section each with the way to change it while the contract can change:
 * the invoice and shipping addresses, the payment method, the price class, the ticket format, who uses
 * the season ticket, handing the whole contract over, and the termination.
 */
export function ContractDetails({ contract }: { contract: ContractDetails_contract$key }) {
  const data = useFragment(
    graphql`
      fragment ContractDetails_contract on Contract {
        internalId
        canChange
        transferable
        upcomingSeason
        renewalDate
        invoiceAddress {
          ...contractData_address
        }
        shippingAddress {
          ...contractData_address
        }
        paymentMethod {
          ...contractData_paymentMethod
        }
        pricingClass {
          name(language: $language)
          price {
            ...contractData_money
          }
        }
        ticketMedium {
          name(language: $language)
          needsShippingAddress
        }
        upcomingRecipient {
          ...contractData_person
        }
      }
    `,
    contract,
  );
  const t = useT();
  const language = useLanguage();
  const id = data.internalId;
  const season = seasonLabel(data.upcomingSeason);
  const change = (to: string, label: string) =>
    data.canChange ? (
      <Link to={to} className="button secondary contract-change">
        {label}
      </Link>
    ) : null;
  const invoiceAddress = data.invoiceAddress ? readAddress(data.invoiceAddress) : null;
  const shippingAddress = data.shippingAddress ? readAddress(data.shippingAddress) : null;
  const address = (value: AddressData | null) =>
    value ? (
      <address>
        {addressLines(value).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    ) : (
      <p className="contract-missing-value">{t('contracts.detail.missingValue')}</p>
    );

  const sections: { key: string; title: string; body: ReactNode; action: ReactNode }[] = [
    {
      key: 'invoiceAddress',
      title: t('contracts.detail.sections.invoiceAddress'),
      body: address(invoiceAddress),
      action: change(paths.contractInvoiceAddress(language, id), t('contracts.detail.changes.invoiceAddress')),
    },
    {
      key: 'shippingAddress',
      title: t('contracts.detail.sections.shippingAddress'),
      body:
        !shippingAddress && data.ticketMedium && !data.ticketMedium.needsShippingAddress ? (
          <p className="fine-print">{t('contracts.detail.shippingNotNeeded')}</p>
        ) : (
          address(shippingAddress)
        ),
      action: change(paths.contractShippingAddress(language, id), t('contracts.detail.changes.shippingAddress')),
    },
    {
      key: 'paymentMethod',
      title: t('contracts.detail.sections.paymentMethod'),
      body: data.paymentMethod ? (
        <p>{paymentMethodText(readPaymentMethod(data.paymentMethod), t)}</p>
      ) : (
        <p className="contract-missing-value">{t('contracts.detail.missingValue')}</p>
      ),
      action: change(paths.contractPaymentMethod(language, id), t('contracts.detail.changes.paymentMethod')),
    },
    {
      key: 'pricingClass',
      title: t('contracts.detail.sections.pricingClass'),
      body: data.pricingClass && (
        <p>
          {t('contracts.pricingClassValue', {
            name: data.pricingClass.name,
            price: formatMoney(readMoney(data.pricingClass.price), language),
          })}
        </p>
      ),
      action: change(paths.contractPricingClass(language, id), t('contracts.detail.changes.pricingClass')),
    },
    {
      key: 'ticketMedium',
      title: t('contracts.detail.sections.ticketMedium'),
      body: data.ticketMedium && <p>{data.ticketMedium.name}</p>,
      action: change(paths.contractTicketMedium(language, id), t('contracts.detail.changes.ticketMedium')),
    },
  ];
  // Who uses it next season: null once the contract ends at the renewal date.
  if (data.transferable && data.upcomingRecipient) {
    sections.push(
      {
        key: 'recipient',
        title: t('contracts.detail.sections.recipient'),
        body: (
          <>
            <p>
              {t('contracts.detail.nextRecipient', {
                season,
                name: personText(readPerson(data.upcomingRecipient), t),
              })}
            </p>
            <p className="fine-print">{t('contracts.detail.recipientHint', { season })}</p>
          </>
        ),
        action: change(paths.contractNewRecipient(language, id), t('contracts.detail.changes.recipient')),
      },
      {
        key: 'subscriber',
        title: t('contracts.detail.sections.subscriber'),
        body: <p className="fine-print">{t('contracts.detail.subscriberHint', { season })}</p>,
        action: change(paths.contractNewSubscriber(language, id), t('contracts.detail.changes.subscriber')),
      },
    );
  }
  if (data.canChange)
    sections.push({
      key: 'termination',
      title: t('contracts.detail.sections.termination'),
      body: (
        <p className="fine-print">
          {t('contracts.detail.terminationHint', { date: dateText(data.renewalDate, language) })}
        </p>
      ),
      action: change(paths.contractTermination(language, id), t('contracts.detail.changes.termination')),
    });

  return (
    <>
      {!data.transferable && <p className="notice">{t('contracts.detail.notTransferable')}</p>}
      {sections.map((section) => (
        <section
          key={section.key}
          className="account-section contract-section"
          aria-labelledby={`contract-${section.key}-title`}
        >
          <h2 id={`contract-${section.key}-title`}>{section.title}</h2>
          {section.body}
          {section.action}
        </section>
      ))}
    </>
  );
}
