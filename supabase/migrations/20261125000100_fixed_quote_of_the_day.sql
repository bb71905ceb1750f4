-- Quote of the Day, fixed once chosen (QV-6, issue 29). The pick of 20261121000600 depends on how many quotes
-- there are, so adding quotes changed days already shown in the widget or scheduled as notifications. Now the
-- first time a date is asked for, its pick (the same formula) is recorded in daily_quotes, and from then on that
-- date answers the recorded quote for every user and device, whatever is added later. The embedded server
-- (Rest/DailyQuotes.swift) does exactly this.
create table public.daily_quotes (
  day date primary key,
  quote_id bigint not null references public.quotes(id) on delete cascade,
  chosen_at timestamptz not null default now()
);
-- Nobody reads or writes the table directly: only through the functions below, which run as its owner.
alter table public.daily_quotes enable row level security;

-- The quotes of `days` consecutive dates from `from_day`, choosing (and recording) those not chosen yet. One call
-- gives the widget's timeline and the notification plan the same answer. At most 62 days a call; dates from
-- 1900 to two months from now (so nobody fills the table with the far future).
create function public.quotes_of_the_days(from_day date, days integer default 14)
returns table (day date, id bigint, text text, author text, category text)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  total bigint;
begin
  if days is null or days < 1 or days > 62 then
    raise exception 'days must be between 1 and 62' using errcode = '22023';
  end if;
  if from_day is null or from_day < date '1900-01-01' or from_day + (days - 1) > current_date + 62 then
    raise exception 'dates must lie between 1900-01-01 and two months from today' using errcode = '22008';
  end if;
  select count(*) into total from public.quotes;
  if total > 0 then
    insert into public.daily_quotes (day, quote_id)
    select d::date, (
        select q.id from public.quotes q order by q.id
        offset ((((d::date - date '2000-01-01')::bigint * 48271) % total) + total) % total
        limit 1)
    from generate_series(from_day, from_day + (days - 1), interval '1 day') d
    on conflict on constraint daily_quotes_pkey do nothing;
  end if;
  return query
    select dq.day, q.id, q.text, q.author, q.category
    from public.daily_quotes dq join public.quotes q on q.id = dq.quote_id
    where dq.day between from_day and from_day + (days - 1)
    order by dq.day;
end;
$$;

revoke all on function public.quotes_of_the_days(date, integer) from public;
grant execute on function public.quotes_of_the_days(date, integer) to anon, authenticated;

-- One date, as before, through the same record. It now writes (the first time a date is asked), so PostgREST
-- answers it by POST (supabase-swift's and supabase-py's rpc); a GET runs read-only and is refused.
create or replace function public.quote_of_the_day(day date default current_date)
returns setof public.quotes
language sql volatile security definer set search_path = '' as $$
  select q.* from public.quotes q
  where q.id = (select d.id from public.quotes_of_the_days(day, 1) d);
$$;

revoke all on function public.quote_of_the_day(date) from public;
grant execute on function public.quote_of_the_day(date) to anon, authenticated;
