import { useEffect, useState } from 'react';
import { useT } from '../../../app/language.ts';

/** "14:05": minutes and seconds left. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * How long a ticket's places stay held, counting down each second from what the cart answered (the service's
 * clock, not the device's, decides). At zero it says that the reservation ran out, as the cart would on its
 * next answer. A timer, not a live region: a screen reader reads it when asked, not every second. A new answer
 * of the cart starts it afresh.
 */
export function ReservationCountdown({ secondsLeft }: { secondsLeft: number }) {
  return <Countdown key={secondsLeft} secondsLeft={secondsLeft} />;
}

function Countdown({ secondsLeft }: { secondsLeft: number }) {
  const t = useT();
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const now = Math.max(0, secondsLeft - Math.floor((Date.now() - started) / 1000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);
  if (left <= 0) return <>{t('cart.expired')}</>;
  return <span role="timer">{t('cart.reservedCountdown', { time: clock(left) })}</span>;
}
