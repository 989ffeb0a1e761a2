import { lazy, Suspense, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { LiveVideoBadge_state$key } from '../../../__generated__/LiveVideoBadge_state.graphql';
import type { LiveVideoCorner_query$key } from '../../../__generated__/LiveVideoCorner_query.graphql';
import { useT } from '../../../app/language.ts';
import { useLiveVideoUpdates } from './liveSubscriptions.ts';
import { StickyAudioPlayer } from './components/StickyAudioPlayer.tsx';
import './live.css';

// The player (and hls.js behind it) loads when a fan opens the live video, not with the page.
const VideoPlayer = lazy(() =>
  import('../../../components/video/VideoPlayer.tsx').then((module) => ({ default: module.VideoPlayer })),
);

/**
 * What the sites with live video add to every page (spec 1: profis, global, nachwuchs, klub, fans, tv,
 * museum, mitgliedschaft, fussballschule): the live-video badge while a stream is on, which opens it in a
 * modal player, and the club radio's sticky audio player. The stream's start and end arrive by subscription.
 */
export default function LiveVideoCorner({ query }: { query: LiveVideoCorner_query$key }) {
  const data = useFragment(
    graphql`
      fragment LiveVideoCorner_query on Query {
        liveVideo {
          ...LiveVideoBadge_state
        }
      }
    `,
    query,
  );
  useLiveVideoUpdates();
  // One bar at the foot of the page, in the page's flow: floating over the page, the badge covered the
  // ticker's newest lines on a phone, which no scrolling could uncover.
  return (
    <div className="live-corner">
      <LiveVideoBadge state={data.liveVideo} />
      <StickyAudioPlayer />
    </div>
  );
}

function LiveVideoBadge({ state }: { state: LiveVideoBadge_state$key }) {
  const data = useFragment(
    graphql`
      fragment LiveVideoBadge_state on LiveVideoState {
        payment
        video {
          title
          ...VideoPlayer_video
        }
      }
    `,
    state,
  );
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Spec 1: the badge and the player show only while the live video file returns data.
  if (!data.video) return null;
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="live-video-badge"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        <span className="live-dot" aria-hidden="true" />
        {t('live.video.badge')}
        {data.payment === 'PAY' && <span className="visually-hidden"> ({t('live.video.paid')})</span>}
      </button>
      <dialog
        ref={dialog}
        className="live-video-dialog"
        aria-label={data.video.title}
        onClose={() => {
          // Closing stops the stream: the player (and its heartbeat) goes with the dialog's content.
          setOpen(false);
          opener.current?.focus();
        }}
      >
        <div className="dialog-head">
          <h2>{data.video.title}</h2>
          <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
            {t('live.video.close')}
          </button>
        </div>
        {open && (
          <Suspense fallback={<p aria-busy="true">{t('live.video.loading')}</p>}>
            <VideoPlayer video={data.video} />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
