import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusRescue } from './useFocusRescue.ts';

afterEach(cleanup);

/** An offer whose "accept" button goes once accepted, as the transfer page's does; "decline" asks for a reason. */
function Offer() {
  useFocusRescue();
  const [state, setState] = useState<'open' | 'accepted' | 'declining'>('open');
  const reason = useRef<HTMLInputElement>(null);
  return (
    <main id="main">
      <h1>Ein Ticket für dich</h1>
      {state === 'accepted' && <p role="status">Das Ticket ist jetzt in deinem Wallet.</p>}
      {state === 'open' && (
        <>
          <button type="button" onClick={() => setState('accepted')}>
            Annehmen
          </button>
          <button
            type="button"
            onClick={() => {
              setState('declining');
              // The screen moves focus on purpose, to the field that needs an answer.
              queueMicrotask(() => reason.current?.focus());
            }}
          >
            Ablehnen
          </button>
        </>
      )}
      {state === 'declining' && <input ref={reason} aria-label="Grund" />}
    </main>
  );
}

describe('focus after an action', () => {
  it('moves to the action’s result when the control that had it is gone', async () => {
    render(<Offer />);
    const accept = screen.getByRole('button', { name: 'Annehmen' });
    accept.focus();
    await act(async () => fireEvent.click(accept));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
  });

  it('stays where the screen put it on purpose', async () => {
    render(<Offer />);
    const decline = screen.getByRole('button', { name: 'Ablehnen' });
    decline.focus();
    await act(async () => fireEvent.click(decline));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Grund' })));
  });
});
