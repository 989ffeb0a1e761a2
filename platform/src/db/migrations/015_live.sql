-- The live match feeds (issue #17; spec 3 sections 3, 4, 7 and 9): the match simulator's running
-- simulations, at most one per ticker team. The feeds compute a match's state from its row and the clock at
-- request time (one indexed read per poll); a background loop keeps the CMS's match row in step.
CREATE TABLE match_simulations (
  team_id integer PRIMARY KEY CHECK (team_id > 0),
  match_id integer NOT NULL UNIQUE REFERENCES cms_matches (id) ON DELETE CASCADE,
  scenario text NOT NULL CHECK (scenario IN ('penalties', 'regular')),
  -- Match seconds per real second (1: real time, 0: held); match second = (now - started_at) * speed + offset_seconds.
  speed double precision NOT NULL CHECK (speed >= 0),
  started_at timestamptz NOT NULL,
  offset_seconds integer NOT NULL DEFAULT 0 CHECK (offset_seconds >= 0),
  -- Both team sheets as the simulation began ({home: {name, players}, away: …}): the commentary names them.
  lineups jsonb NOT NULL,
  -- The match's kick-off before the simulation moved it, restored when the simulation stops.
  original_kickoff timestamptz,
  original_kickoff_date date NOT NULL
);
