-- Quote of the Day (QV-6): the same quote on every device for a calendar day, a different one the next day.
-- Quotes are taken in id order; day d (days since 2000-01-01) picks position (d * 48271) mod n. 48271 is
-- prime, so consecutive days never pick the same quote while n is not a multiple of it. The embedded server
-- (QuoteOfTheDay.swift) computes exactly this.
create function public.quote_of_the_day(day date default current_date)
returns setof public.quotes
language sql stable set search_path = '' as $$
  select q.* from public.quotes q
  order by q.id
  offset (
    select ((((day - date '2000-01-01')::bigint * 48271) % greatest(count(*), 1)) + greatest(count(*), 1))
      % greatest(count(*), 1)
    from public.quotes
  )
  limit 1;
$$;

grant execute on function public.quote_of_the_day(date) to anon, authenticated;
