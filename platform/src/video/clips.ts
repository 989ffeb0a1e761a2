import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Where the videos' media lie: one folder per clip (made by media/videos/make.sh), named by its media key. */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../media/videos/', import.meta.url));

export interface Segment {
  index: number;
  /** The file in the clip's folder, seg-000.ts … */
  name: string;
  /** Where it starts in the video, in seconds. */
  start: number;
  duration: number;
}

export interface Clip {
  key: string;
  segments: Segment[];
  durationSeconds: number;
  /** Reads a segment's bytes (kept after the first read: a clip is a few hundred KB). */
  segment(index: number): Promise<Buffer>;
}

const SEGMENT_NAME = /^seg-(\d{3})\.ts$/;

/**
 * Parses a clip's VOD media playlist: its `#EXTINF:<seconds>,` lines and the segment each names. Only the
 * durations and segment names are taken; the playlist itself is never served (each viewer gets one of
 * their own, with their token on every segment).
 */
export function parseMediaPlaylist(text: string): { name: string; duration: number }[] {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') throw new Error('not an M3U playlist');
  const segments: { name: string; duration: number }[] = [];
  let duration: number | undefined;
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    const extinf = /^#EXTINF:([0-9]+(?:\.[0-9]+)?),/.exec(line);
    if (extinf) {
      duration = Number(extinf[1]);
      continue;
    }
    if (line.startsWith('#')) continue;
    if (duration === undefined) throw new Error(`segment ${line} without #EXTINF`);
    const match = SEGMENT_NAME.exec(line);
    if (!match || Number(match[1]) !== segments.length) throw new Error(`unexpected segment ${line}`);
    segments.push({ name: line, duration });
    duration = undefined;
  }
  if (segments.length === 0) throw new Error('a playlist without segments');
  return segments;
}

/** Reads every clip folder under `dir` (each with an index.m3u8) once, at start-up. */
export function loadClips(dir: string = DEFAULT_MEDIA_DIR): Map<string, Clip> {
  const clips = new Map<string, Clip>();
  if (!existsSync(dir)) return clips;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = `${dir.replace(/\/$/, '')}/${entry.name}`;
    if (!existsSync(`${folder}/index.m3u8`)) continue;
    let start = 0;
    const segments = parseMediaPlaylist(readFileSync(`${folder}/index.m3u8`, 'utf8')).map((segment, index) => {
      const placed = { index, name: segment.name, start, duration: segment.duration };
      start = Math.round((start + segment.duration) * 1000) / 1000;
      return placed;
    });
    const cache = new Map<number, Promise<Buffer>>();
    clips.set(entry.name, {
      key: entry.name,
      segments,
      durationSeconds: start,
      segment(index) {
        const segment = segments[index];
        if (!segment) return Promise.reject(new Error(`no segment ${index} in clip ${entry.name}`));
        let bytes = cache.get(index);
        if (!bytes) {
          bytes = readFile(`${folder}/${segment.name}`);
          bytes.catch(() => cache.delete(index));
          cache.set(index, bytes);
        }
        return bytes;
      },
    });
  }
  return clips;
}
