-- The job queue's two hot statements (modules/jobs, jobs-repo.ts) as functions with a generic
-- plan kept per connection: PGlite plans every statement again in WebAssembly, and planning this
-- claim cost more than running it (4.7 -> 2.2 ms a claim, 2.5 -> 1.0 ms the next due time).
--
-- jobs_claim: up to p_limit due jobs of the given kinds, skipping rows other workers hold. Each
-- becomes RUNNING with one more attempt and run_at at the end of its kind's lease (p_lease_ms,
-- parallel to p_kinds); a RUNNING row whose lease ended on its last attempt becomes DEAD instead.
create or replace function jobs_claim(p_kinds text[], p_lease_ms int[], p_now timestamptz, p_limit int)
returns table (id bigint, kind text, key text, payload jsonb, state text, attempts int, max_attempts int, last_error text)
language plpgsql
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
  update jobs j set
    state = case when j.state = 'RUNNING' and j.attempts >= j.max_attempts then 'DEAD' else 'RUNNING' end,
    attempts = case when j.state = 'RUNNING' and j.attempts >= j.max_attempts then j.attempts else j.attempts + 1 end,
    run_at = case when j.state = 'RUNNING' and j.attempts >= j.max_attempts then j.run_at
      else p_now + make_interval(secs => coalesce(p_lease_ms[array_position(p_kinds, j.kind)], 60000) / 1000.0) end,
    last_error = case when j.state = 'RUNNING' and j.attempts >= j.max_attempts
      then 'its worker stopped during its last attempt (the lease ended)' else j.last_error end,
    finished_at = case when j.state = 'RUNNING' and j.attempts >= j.max_attempts then p_now else null end,
    updated_at = p_now
  from (
    select d.id from jobs d
    where d.state in ('PENDING', 'RUNNING') and d.run_at <= p_now and d.kind = any(p_kinds)
    order by d.run_at, d.id
    limit p_limit
    for update skip locked
  ) due
  where j.id = due.id
  returning j.id, j.kind, j.key, j.payload, j.state, j.attempts, j.max_attempts, j.last_error;
end $$;
--> statement-breakpoint
-- jobs_next_due: when the next job of these kinds is due (or its lease ends), if any
create or replace function jobs_next_due(p_kinds text[]) returns timestamptz
language sql stable
set plan_cache_mode = force_generic_plan
as $$ select min(run_at) from jobs where state in ('PENDING', 'RUNNING') and kind = any(p_kinds) $$;
