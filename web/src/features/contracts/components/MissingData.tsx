import { Link } from 'react-router';
import { paths, useLanguage, useT } from '../../../app/language.ts';
import type { Language } from '../../../app/pages.ts';
import type { MissingData as Missing } from '../contractFormat.ts';

/** Where each missing piece is given. */
const fixes: Record<Missing, (language: Language, id: number) => string> = {
  INVOICE_ADDRESS: paths.contractInvoiceAddress,
  PAYMENT_METHOD: paths.contractPaymentMethod,
  SHIPPING_ADDRESS: paths.contractShippingAddress,
};

/** What keeps a contract incomplete, each with the link to the page that gives it. */
export function MissingData({ contractId, missing }: { contractId: number; missing: readonly Missing[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className="contract-missing">
      {missing.map((item) => (
        <li key={item}>
          <Link to={fixes[item](language, contractId)}>{t(`contracts.confirm.missing.${item}`)}</Link>
        </li>
      ))}
    </ul>
  );
}
