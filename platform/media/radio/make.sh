#!/bin/sh
# Makes the club radio's sandbox stream once (the result is committed; run again only to change it): 20 s
# of crowd-like brown noise under a slow two-tone signal, AAC in an MP4 container, mono, 16 kbit/s (about
# 40 KB). The sticky audio player plays it in a loop. Needs ffmpeg (Debian: apt-get install ffmpeg).
set -eu
cd "$(dirname "$0")"
ffmpeg -loglevel error -y \
  -f lavfi -i "anoisesrc=color=brown:amplitude=0.25:duration=20:sample_rate=22050" \
  -f lavfi -i "sine=frequency=392:sample_rate=22050:duration=20,volume='if(lt(mod(t,4),0.6),0.35,0)':eval=frame" \
  -f lavfi -i "sine=frequency=523:sample_rate=22050:duration=20,volume='if(between(mod(t,4),0.7,1.3),0.35,0)':eval=frame" \
  -filter_complex "[0][1][2]amix=inputs=3:normalize=0,afade=t=in:d=0.5,afade=t=out:st=19.5:d=0.5" \
  -c:a aac -b:a 16k -ac 1 -movflags +faststart live.m4a
