import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { VideoPlayer_video$key } from '../../__generated__/VideoPlayer_video.graphql';
import type { VideoAccess, VideoPlayerStartMutation } from '../../__generated__/VideoPlayerStartMutation.graphql';
import type { VideoPlayerHeartbeatMutation } from '../../__generated__/VideoPlayerHeartbeatMutation.graphql';
import { useLanguage, useT } from '../../app/language.ts';
import { useSession, useSessionState } from '../../auth/SessionContext.tsx';
import { subscribePath } from './subscribe.ts';

/** A started session, as `videoPlaybackStart` answered it. */
interface Playback {
  playlistUrl: string;
  ticket: string;
  heartbeatIntervalSeconds: number;
  access: VideoAccess;
  previewSeconds: number | null;
  resumeAtSeconds: number | null;
}

/** Why playback stopped for good: the preview is over, or the session ended (no heartbeat came in time). */
type Ending = 'preview' | 'session' | 'failed';

/**
 * The video player: the poster and a play button until the fan starts it, then the HLS stream (hls.js,
 * loaded only now). The graph's session decides how much plays: a viewer without access gets a playlist of
 * the first `previewSeconds`, and the platform refuses every later segment, so stopping at 10 seconds here
 * only makes the end tidy: the player's controls go, and the hint says to sign in (signed out) or to
 * subscribe (signed in). While a session runs the player sends its heartbeat every interval the graph named.
 */
export function VideoPlayer({ video }: { video: VideoPlayer_video$key }) {
  const data = useFragment(
    graphql`
      fragment VideoPlayer_video on Video {
        id
        title
        posterUrl
        viewerAccess
        previewSeconds
      }
    `,
    video,
  );
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const { user } = useSessionState();
  const media = useRef<HTMLVideoElement>(null);
  const [playback, setPlayback] = useState<Playback | null>(null);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const [start, starting] = useMutation<VideoPlayerStartMutation>(graphql`
    mutation VideoPlayerStartMutation($input: VideoPlaybackStartInput!) {
      videoPlaybackStart(input: $input) {
        __typename
        ... on VideoPlaybackStartSuccess {
          playlistUrl
          ticket
          heartbeatIntervalSeconds
          access
          previewSeconds
          resumeAtSeconds
          video {
            id
            viewerAccess
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [sendHeartbeat] = useMutation<VideoPlayerHeartbeatMutation>(graphql`
    mutation VideoPlayerHeartbeatMutation($input: VideoHeartbeatInput!) {
      videoHeartbeat(input: $input) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

  const play = () => {
    if (starting) return;
    setEnding(null);
    setFailure(null);
    start({
      variables: { input: { videoId: data.id } },
      onCompleted: ({ videoPlaybackStart: result }) => {
        if (result.__typename === 'VideoPlaybackStartSuccess' && result.playlistUrl && result.ticket) {
          setPlayback({
            playlistUrl: result.playlistUrl,
            ticket: result.ticket,
            heartbeatIntervalSeconds: result.heartbeatIntervalSeconds ?? 300,
            access: result.access ?? 'PREVIEW',
            previewSeconds: result.previewSeconds ?? null,
            resumeAtSeconds: result.resumeAtSeconds ?? null,
          });
        } else {
          setFailure(result.__typename === '%other' ? t('video.failed') : (result.message ?? t('video.failed')));
          setEnding('failed');
        }
      },
      onError: () => {
        setFailure(t('video.failed'));
        setEnding('failed');
      },
    });
  };

  const stop = useCallback((why: Ending) => {
    media.current?.pause();
    setEnding(why);
  }, []);

  // The stream: hls.js where the browser has Media Source Extensions (its requests carry the person's
  // token, to which the platform binds a whole video's segments), the browser's own HLS elsewhere.
  useEffect(() => {
    const element = media.current;
    if (!playback || !element) return;
    let cancelled = false;
    let destroy = () => {};
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (Hls.isSupported()) {
        const hls = new Hls({
          startPosition: playback.resumeAtSeconds ?? -1,
          xhrSetup: (request) => {
            const token = session.accessToken;
            if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
          },
        });
        hls.on(Hls.Events.ERROR, (_event, error) => {
          if (!error.fatal) return;
          // 410: the session ended (no heartbeat) or its token ran out; anything else is a failure.
          stop(error.response?.code === 410 ? 'session' : 'failed');
        });
        hls.loadSource(playback.playlistUrl);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      } else {
        element.src = playback.playlistUrl;
        if (playback.resumeAtSeconds) element.currentTime = playback.resumeAtSeconds;
      }
      // Started by the fan's click, so the browser lets it play with sound; if not, the controls are there.
      element.play().catch(() => undefined);
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [playback, session, stop]);

  // The heartbeat, every interval the session names, while it runs.
  useEffect(() => {
    if (!playback || ending) return;
    const timer = setInterval(() => {
      sendHeartbeat({
        variables: { input: { ticket: playback.ticket, positionSeconds: media.current?.currentTime ?? 0 } },
        onCompleted: ({ videoHeartbeat: result }) => {
          if (result.__typename === 'VideoSessionEndedError' || result.__typename === 'NotFoundError') stop('session');
        },
      });
    }, playback.heartbeatIntervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [playback, ending, sendHeartbeat, stop]);

  const preview = playback ? playback.access === 'PREVIEW' : data.viewerAccess === 'PREVIEW';
  const previewSeconds = playback?.previewSeconds ?? data.previewSeconds;
  const onTimeUpdate = () => {
    const element = media.current;
    if (playback && preview && element && element.currentTime >= previewSeconds) stop('preview');
  };
  const onEnded = () => {
    if (preview) stop('preview');
  };

  return (
    <div className="video-player">
      <video
        ref={media}
        poster={data.posterUrl}
        controls={playback !== null && ending === null}
        playsInline
        preload="none"
        aria-label={data.title}
        onTimeUpdate={onTimeUpdate}
        onEnded={onEnded}
        width={1280}
        height={720}
      />
      {!playback && ending === null && (
        <button type="button" className="video-start" onClick={play} aria-busy={starting}>
          <svg aria-hidden="true" className="video-start-icon" viewBox="0 0 240 240">
            <circle cx="120" cy="120" r="120" />
            <polygon points="80,50 80,190 200,120" />
          </svg>
          <span className="visually-hidden">{t('video.play', { title: data.title })}</span>
        </button>
      )}
      {preview && ending === null && (
        <p className="video-preview-note">{t('video.previewNote', { seconds: previewSeconds })}</p>
      )}
      {ending && (
        <div className="video-hint" role="status">
          {ending === 'preview' && !user && (
            <>
              <p>{t('video.hint.signIn')}</p>
              <div className="video-hint-actions">
                <button type="button" onClick={() => void session.signIn(language)}>
                  {t('video.hint.signInButton')}
                </button>
                <Link className="button secondary" to={subscribePath(language)}>
                  {t('video.hint.subscribeButton')}
                </Link>
              </div>
            </>
          )}
          {ending === 'preview' && user && (
            <>
              <p>{t('video.hint.subscribe')}</p>
              <div className="video-hint-actions">
                <Link className="button" to={subscribePath(language)}>
                  {t('video.hint.subscribeButton')}
                </Link>
              </div>
            </>
          )}
          {(ending === 'session' || ending === 'failed') && (
            <>
              <p>{ending === 'session' ? t('video.hint.sessionEnded') : (failure ?? t('video.failed'))}</p>
              <div className="video-hint-actions">
                <button
                  type="button"
                  onClick={() => {
                    setPlayback(null);
                    play();
                  }}
                >
                  {t('video.hint.restart')}
                </button>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
