-- A date's pick in one place. 20261129000100_own_quotes.sql restated the whole of quotes_of_the_days (checks,
-- record, answer) to change which quotes it picks from; applied migrations are not edited, so this one gives the
-- pick a function of its own, daily_quote_pick, and quotes_of_the_days its last full definition, which calls it.
-- A later change of the formula or of the quotes it picks from replaces daily_quote_pick alone. What each date
-- answers is unchanged: the same formula over the catalogue (owner_id is null) in id order. The embedded server
-- (Rest/DailyQuotes.swift) picks the same way.

-- The catalogue quote the formula gives `day` today; null while the catalogue is empty. It reads, never records:
-- quotes_of_the_days records it the first time the date is asked for, and from then on the record answers.
create function public.daily_quote_pick(day date) returns bigint
language sql stable security definer set search_path = '' as $$
  select q.id from public.quotes q where q.owner_id is null order by q.id
  offset (select ((((day - date '2000-01-01')::bigint * 48271) % c.total) + c.total) % c.total
          from (select nullif(count(*), 0) as total from public.quotes where owner_id is null) c)
  limit 1;
$$;

-- Supabase grants execute on new functions to anon and authenticated by default.
revoke all on function public.daily_quote_pick(date) from public, anon, authenticated;

create or replace function public.quotes_of_the_days(from_day date, days integer default 14)
returns table (day date, id bigint, text text, author text, category text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
begin
  if days is null or days < 1 or days > 62 then
    raise exception 'days must be between 1 and 62' using errcode = '22023';
  end if;
  if from_day is null or from_day < date '1900-01-01' or from_day + (days - 1) > current_date + 62 then
    raise exception 'dates must lie between 1900-01-01 and two months from today' using errcode = '22008';
  end if;
  insert into public.daily_quotes (day, quote_id)
  select picked.day, picked.quote_id
  from (select d::date as day, public.daily_quote_pick(d::date) as quote_id
        from generate_series(from_day, from_day + (days - 1), interval '1 day') d) picked
  where picked.quote_id is not null
  on conflict on constraint daily_quotes_pkey do nothing;
  return query
    select dq.day, q.id, q.text, q.author, q.category
    from public.daily_quotes dq join public.quotes q on q.id = dq.quote_id
    where dq.day between from_day and from_day + (days - 1)
    order by dq.day;
end;
$$;
