#!/bin/sh
# Makes the seed's video media once (the results are committed; run again only to change them):
# short HLS renditions, 2-second MPEG-TS segments with a key frame at each segment start, so the
# platform can cut a viewer's preview at a segment boundary (10 s = the first five segments).
# Picture: ffmpeg's test card with a running seconds counter, sound: a 440 Hz tone; 320×180, a few
# hundred KB per clip. Needs ffmpeg (Debian: apt-get install ffmpeg).
set -eu
cd "$(dirname "$0")"
for clip in training:20 matchday:36; do
  key=${clip%%:*}
  seconds=${clip##*:}
  rm -rf "$key" && mkdir "$key"
  ffmpeg -loglevel error \
    -f lavfi -i "testsrc=size=320x180:rate=25:duration=$seconds" \
    -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=$seconds" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 32 -g 50 -keyint_min 50 -sc_threshold 0 \
    -c:a aac -b:a 32k -ac 1 \
    -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$key/seg-%03d.ts" "$key/index.m3u8"
done
