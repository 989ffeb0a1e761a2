import { useEffect, useState } from 'react';
import { useT } from '../../../app/language.ts';

/**
 * The graph's reference (`GET /graphql/reference`, HTML for a signed-in person) beside the explorer. It is fetched
 * with the person's token and shown from a blob address in a sandboxed frame: no script runs in it, it reaches
 * nothing of the portal, and its links to types and fields (`#type-Name`) stay within it.
 */
export function SchemaReference({ accessToken }: { accessToken: () => string | undefined }) {
  const t = useT();
  const [address, setAddress] = useState<string | 'failed' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    const token = accessToken();
    fetch('/graphql/reference', {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        url = URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
        setAddress(url);
      })
      .catch(() => {
        if (!controller.signal.aborted) setAddress('failed');
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [accessToken]);

  return (
    <section className="explorer-reference" aria-labelledby="reference-title">
      <h3 id="reference-title">{t('developers.reference.title')}</h3>
      <p className="fine-print">{t('developers.reference.intro')}</p>
      {address === 'failed' ? (
        <p className="notice warning" role="alert">
          {t('developers.reference.failed')}
        </p>
      ) : address ? (
        <iframe title={t('developers.reference.frameTitle')} src={address} sandbox="" referrerPolicy="no-referrer" />
      ) : (
        <p role="status">{t('developers.reference.loading')}</p>
      )}
    </section>
  );
}
