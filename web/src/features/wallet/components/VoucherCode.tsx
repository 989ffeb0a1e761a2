import { useState } from 'react';
import { useT } from '../../../app/language.ts';

/**
 * A voucher payout's code with a button that copies it for the cart's voucher field; "Kopiert" (or why
 * not) is announced in a live region beside it. Relay-free.
 */
export function VoucherCode({ code, id }: { code: string; id: string }) {
  const t = useT();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = () => {
    setCopied(null);
    if (!navigator.clipboard) {
      setCopied('failed');
      return;
    }
    navigator.clipboard.writeText(code).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <div className="voucher-code">
      <p>
        <span id={`${id}-label`}>{t('tickets.marketplaceOffers.voucherCode')}</span>{' '}
        <code aria-labelledby={`${id}-label`}>{code}</code>
      </p>
      <button type="button" className="secondary" onClick={copy}>
        {t('tickets.marketplaceOffers.copy')}
        <span className="visually-hidden"> {code}</span>
      </button>
      <span className="fine-print" role="status">
        {copied === 'copied'
          ? t('tickets.marketplaceOffers.copied')
          : copied === 'failed'
            ? t('tickets.marketplaceOffers.copyFailed')
            : ''}
      </span>
    </div>
  );
}
