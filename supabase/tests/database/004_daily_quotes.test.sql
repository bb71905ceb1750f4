-- The quote of a date is fixed once chosen (QV-6, issue 29): adding quotes changes no date already asked for.
begin;
select plan(10);

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

set local role anon;
select is((select count(*) from public.daily_quotes), 0::bigint, 'the record is read only through the functions');
select throws_ok($$insert into public.daily_quotes (day, quote_id) values ('2026-12-01', 1)$$, '42501', null,
                 'nobody picks a date''s quote by hand');
reset role;

select * from finish();
rollback;
