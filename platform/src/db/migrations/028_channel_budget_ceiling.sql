-- A channel's budget may be as large as an operator decides: a stadium's screens behind one address, or the
-- benchmark's thousands of visitors from 127.0.0.1, need millions of points a second. The ceilings of 027
-- (10 million points, a million a second) were a guess, not a rule; what stays is that a budget is positive and
-- fits the graph's counters (a 32-bit integer).
ALTER TABLE api_channels DROP CONSTRAINT api_channels_budget_capacity_check;
ALTER TABLE api_channels DROP CONSTRAINT api_channels_budget_restore_rate_check;
ALTER TABLE api_channels ADD CONSTRAINT api_channels_budget_capacity_check CHECK (budget_capacity BETWEEN 1 AND 2000000000);
ALTER TABLE api_channels ADD CONSTRAINT api_channels_budget_restore_rate_check
  CHECK (budget_restore_rate BETWEEN 1 AND 2000000000);
