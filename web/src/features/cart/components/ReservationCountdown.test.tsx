import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/index.ts';
import { ReservationCountdown } from './ReservationCountdown.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a ticket’s reservation in the cart', () => {
  it('counts down each second from what the cart answered, and says when it has run out', () => {
    render(<ReservationCountdown secondsLeft={62} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('timer').textContent).toBe('Reserviert noch 1:02');
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer').textContent).toBe('Reserviert noch 0:59');
    act(() => void vi.advanceTimersByTime(59_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(document.body.textContent).toBe('Reservierung abgelaufen');
  });

  it('starts again from a new answer of the cart', () => {
    const { rerender } = render(<ReservationCountdown secondsLeft={10} />, { wrapper: MemoryRouter });
    act(() => void vi.advanceTimersByTime(5_000));
    rerender(<ReservationCountdown secondsLeft={900} />);
    expect(screen.getByRole('timer').textContent).toBe('Reserviert noch 15:00');
  });
});
