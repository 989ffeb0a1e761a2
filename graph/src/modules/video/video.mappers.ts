import type { PaywallAnswer } from '../../upstreams/video/loaders.ts';
import type {
  PaywallSubscription,
  UpstreamPaywallPlan,
  UpstreamPlayerSetting,
  UpstreamVideo,
  UpstreamVideoLanguage,
  UpstreamVideoSession,
} from '../../upstreams/video/types.ts';

/** A video of the catalogue and the language it was asked in (its site is named in that language). */
export type VideoModel = UpstreamVideo & { askedLanguage: UpstreamVideoLanguage };
export type VideoSubscriptionModel = PaywallSubscription;
export type VideoSubscriptionPlanModel = UpstreamPaywallPlan;
export type PaywallSubscriptionsModel = PaywallAnswer;
/** A started session, its video and the player's settings (null when the settings could not be read). */
export type VideoPlaybackModel = {
  video: VideoModel;
  session: UpstreamVideoSession;
  setting: UpstreamPlayerSetting | null;
};
