/** A video's length as players show it: 0:36, 12:05. */
export const videoDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
