import { useState, type ReactNode } from 'react';
import { useT } from '../../app/language.ts';

/**
 * A destructive action asked once more in place (as the fan club's member rows do): the button turns
 * into the question with the action and a way back.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  busy,
  onConfirm,
  subject,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** Told to screen readers after the label, so each row's button has a name of its own. */
  subject: ReactNode;
}) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="secondary" onClick={() => setAsking(true)}>
        {label}
        <span className="visually-hidden"> – {subject}</span>
      </button>
    );
  return (
    <div className="account-confirm" role="group" aria-label={question}>
      <p>{question}</p>
      <button
        type="button"
        className="danger"
        aria-disabled={busy}
        onClick={() => {
          if (busy) return;
          onConfirm();
          setAsking(false);
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t('account.cancel')}
      </button>
    </div>
  );
}
