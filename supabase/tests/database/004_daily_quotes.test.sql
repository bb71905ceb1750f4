-- The quote of a date is fixed once chosen (QV-6, issue 29): adding quotes changes no date already asked for.
begin;
select plan(13);

select has_table('public', 'daily_quotes', 'daily_quotes records each date''s pick');
select is((select count(*) from public.quotes_of_the_days('2026-11-01', 14)), 14::bigint,
          'one call answers a range of dates, one quote each');
select is((select array_agg(day order by day) from public.quotes_of_the_days('2026-11-01', 3)),
          array[date '2026-11-01', date '2026-11-02', date '2026-11-03'], 'the dates come in order');
select is((select id from public.quotes_of_the_days('2026-11-05', 1)),
          (select id from public.quote_of_the_day('2026-11-05')), 'the range and the single date agree');

create temporary table before as select day, id from public.quotes_of_the_days('2026-11-01', 14);
insert into public.quotes (text, author, category)
select 'Added later ' || n, 'Someone', 'Wisdom' from generate_series(1, 37) n;
select is((select count(*) from public.quotes_of_the_days('2026-11-01', 14) a
           join before b using (day) where a.id <> b.id), 0::bigint,
          'QV-6.4: adding quotes changes no date already chosen');
select is((select id from public.quote_of_the_day('2026-11-03')), (select id from before where day = '2026-11-03'),
          'QV-6.4: quote_of_the_day answers the recorded quote too');

select throws_ok($$select * from public.quotes_of_the_days('2026-11-01', 500)$$, '22023', null,
                 'a range is at most 62 days');
select throws_ok($$select * from public.quotes_of_the_days(current_date + 365, 1)$$, '22008', null,
                 'the far future is not chosen ahead');

-- The pick has one definition (daily_quote_pick, 20261129000200): the formula of 20261121000600 over the
-- catalogue in id order, and what quotes_of_the_days records for a date not asked for yet.
select is((select count(*) from generate_series(date '1990-01-01', date '2030-12-31', interval '97 days') d
           where public.daily_quote_pick(d::date) is distinct from (
             select q.id from public.quotes q where q.owner_id is null order by q.id
             offset (((((d::date - date '2000-01-01')::bigint * 48271)
                       % (select count(*) from public.quotes where owner_id is null))
                      + (select count(*) from public.quotes where owner_id is null))
                     % (select count(*) from public.quotes where owner_id is null))
             limit 1)), 0::bigint,
          'daily_quote_pick is the formula over the catalogue in id order');
select is((select id from public.quotes_of_the_days(current_date + 61, 1)), public.daily_quote_pick(current_date + 61),
          'a date asked for the first time records daily_quote_pick''s quote');

set local role anon;
select throws_ok($$select public.daily_quote_pick(current_date)$$, '42501', null,
                 'the pick is called only through the functions that record it');
select is((select count(*) from public.daily_quotes), 0::bigint, 'the record is read only through the functions');
select throws_ok($$insert into public.daily_quotes (day, quote_id) values ('2026-12-01', 1)$$, '42501', null,
                 'nobody picks a date''s quote by hand');
reset role;

select * from finish();
rollback;
