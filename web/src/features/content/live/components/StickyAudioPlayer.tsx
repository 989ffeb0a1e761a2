import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../app/language.ts';

/** The club radio's live stream (served with the portal's media). */
export const RADIO_STREAM_URL = '/media/radio/live.m4a';

/**
 * The club radio as a bar stuck to the bottom of the screen: play and pause, nothing else. The stream is
 * fetched only once a fan presses play (no bytes for those who never listen), and keeps playing while
 * they move between the site's pages.
 */
export function StickyAudioPlayer() {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = audio.current;
    return () => element?.pause();
  }, []);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    setFailed(false);
    if (element.paused) {
      if (!element.src) element.src = RADIO_STREAM_URL;
      element.play().catch(() => setFailed(true));
    } else element.pause();
  };
  return (
    <aside className="sticky-audio" aria-label={t('live.radio.label')}>
      <audio
        ref={audio}
        preload="none"
        loop
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
      />
      <button type="button" onClick={toggle} aria-pressed={playing}>
        {playing ? t('live.radio.pause') : t('live.radio.play')}
      </button>
      <span className="radio-name">{t('live.radio.name')}</span>
      {failed && (
        <span className="radio-error" role="alert">
          {t('live.radio.unavailable')}
        </span>
      )}
    </aside>
  );
}
