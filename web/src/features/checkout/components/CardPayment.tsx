import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../app/language.ts';

/** What the payment provider's script offers (its hosted card frame; the portal never sees card numbers). */
interface SandboxPayments {
  mount(
    container: HTMLElement,
    options: {
      onResult(result: { status: 'succeeded' | 'failed' | 'cancelled'; paymentId: string; final: boolean }): void;
    },
  ): { unmount(): void };
}

declare global {
  interface Window {
    SandboxPayments?: SandboxPayments;
  }
}

/** Loads the provider's script once per address; a second load of the same script is skipped. */
function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing && window.SandboxPayments) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('payment script not loaded')), { once: true });
    if (!existing) document.head.append(script);
  });
}

/**
 * The card step: the provider's hosted frame, mounted from the script the checkout answered. The frame
 * tells the outcome; a declined card may be tried again in the frame, a final result leaves the step.
 */
export function CardPayment({
  scriptUrl,
  onFinished,
  onCancelled,
}: {
  scriptUrl: string;
  onFinished: () => void;
  onCancelled: () => void;
}) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'declined' | 'unavailable'>('loading');
  // The frame is mounted once per script; its results reach the page's current handlers.
  const callbacks = useRef({ onFinished, onCancelled });
  useEffect(() => {
    callbacks.current = { onFinished, onCancelled };
  });

  useEffect(() => {
    let mounted: { unmount(): void } | undefined;
    let active = true;
    loadScript(scriptUrl)
      .then(() => {
        if (!active || !container.current || !window.SandboxPayments) return;
        mounted = window.SandboxPayments.mount(container.current, {
          onResult(result) {
            if (result.status === 'cancelled') callbacks.current.onCancelled();
            else if (result.status === 'succeeded' || result.final) callbacks.current.onFinished();
            else setState('declined');
          },
        });
        setState('ready');
      })
      .catch(() => active && setState('unavailable'));
    return () => {
      active = false;
      mounted?.unmount();
    };
  }, [scriptUrl]);

  return (
    <section className="card-payment" aria-labelledby="card-payment-title">
      <h2 id="card-payment-title">{t('checkout.cardTitle')}</h2>
      <p className="fine-print">{t('checkout.cardHint')}</p>
      {state === 'loading' && <div className="skeleton-block card-frame-skeleton" aria-hidden="true" />}
      {state === 'unavailable' && (
        <p className="notice warning" role="alert">
          {t('checkout.cardUnavailable')}
        </p>
      )}
      {state === 'declined' && (
        <p className="notice warning" role="alert">
          {t('checkout.cardDeclined')}
        </p>
      )}
      <div ref={container} className="card-frame" />
    </section>
  );
}
