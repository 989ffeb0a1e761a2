import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../app/language.ts';

/**
 * A new channel's client id and secret, with a copy button each and the warning that the secret is not shown
 * again. Relay-free: the secret never enters the store's records the page reads.
 */
export function ChannelCredentials({
  clientId,
  clientSecret,
  onDone,
}: {
  clientId: string;
  clientSecret: string;
  onDone: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the form: focus moves to it, so a screen reader reads the warning next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="channel-credentials" aria-labelledby="channel-credentials-title">
      <h2 id="channel-credentials-title" tabIndex={-1} ref={heading}>
        {t('developers.secret.title', { name: clientId })}
      </h2>
      <p className="notice warning">
        <strong>{t('developers.secret.warning')}</strong>
      </p>
      <Credential id="channel-client-id" label={t('developers.secret.clientId')} value={clientId} />
      <Credential id="channel-client-secret" label={t('developers.secret.clientSecret')} value={clientSecret} />
      <button type="button" onClick={onDone}>
        {t('developers.secret.done')}
      </button>
    </section>
  );
}

function Credential({ id, label, value }: { id: string; label: string; value: string }) {
  const t = useT();
  const output = useRef<HTMLElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the text is selected for copying by hand.
      const selection = window.getSelection();
      if (output.current && selection) selection.selectAllChildren(output.current);
      setState('failed');
    }
  };
  return (
    <div className="credential">
      <p className="credential-label">{label}</p>
      <div className="credential-value">
        <code id={id} ref={output}>
          {value}
        </code>
        <button type="button" className="secondary" onClick={() => void copy()}>
          {t('developers.secret.copy')}
          <span className="visually-hidden"> – {label}</span>
        </button>
      </div>
      <p className="fine-print" role="status">
        {state === 'copied'
          ? t('developers.secret.copied', { what: label })
          : state === 'failed'
            ? t('developers.secret.copyFailed')
            : ''}
      </p>
    </div>
  );
}
