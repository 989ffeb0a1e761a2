import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderDocuments_order$key } from '../../../__generated__/OrderDocuments_order.graphql';
import { useLanguage, useT } from '../../../app/language.ts';
import { useSession } from '../../../auth/SessionContext.tsx';
import { DocumentDownloadError, downloadDocument } from '../downloadDocument.ts';

/** The names the downloaded files get: invoice-260001.pdf, delivery-note-260001.pdf. */
const fileKinds = { INVOICE: 'invoice', DELIVERY_NOTE: 'delivery-note' } as const;

/** The order's invoice and delivery note, each a button that downloads the PDF with the person's token. */
export function OrderDocuments({ order }: { order: OrderDocuments_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderDocuments_order on Order {
        number
        documents {
          kind
          downloadPath(language: $language)
        }
      }
    `,
    order,
  );
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<'signIn' | 'failed' | null>(null);

  const download = async (kind: keyof typeof fileKinds, path: string) => {
    setBusy(path);
    setFailure(null);
    try {
      // The same accessor the Relay network reads the token from (App.tsx); renewed tokens included.
      await downloadDocument(path, session.accessToken, `${fileKinds[kind]}-${data.number}.pdf`);
    } catch (error) {
      setFailure(error instanceof DocumentDownloadError && error.status === 401 ? 'signIn' : 'failed');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="order-section" aria-labelledby="order-documents">
      <h2 id="order-documents">{t('orders.detail.documents')}</h2>
      {data.documents.length === 0 ? (
        <p className="fine-print">{t('orders.detail.noDocuments')}</p>
      ) : (
        <ul className="order-documents">
          {data.documents.map((document) => (
            <li key={document.downloadPath}>
              <button
                type="button"
                className="secondary"
                aria-disabled={busy !== null}
                onClick={() => busy === null && void download(document.kind, document.downloadPath)}
              >
                {busy === document.downloadPath
                  ? t('orders.detail.downloading')
                  : t(`orders.download.${document.kind}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <div className="field-error" role="alert">
          <p>{failure === 'signIn' ? t('orders.detail.downloadSignIn') : t('orders.detail.downloadFailed')}</p>
          {failure === 'signIn' && (
            <button type="button" onClick={() => void session.signIn(language)}>
              {t('auth.signIn')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
