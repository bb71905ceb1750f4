-- More quotes for the five later categories (20261202000100_more_quotes.sql, issue 42) on a project seeded before
-- them: the migration adds ids 590 to 780 to the categories the catalogue holds, leaves a user's own quote that took
-- one of those ids as it is, adds nothing to a category the catalogue lacks (seed.sql run again gives it the whole
-- category), runs twice to the same result, and never moves the identity back.
begin;
select plan(12);

insert into auth.users (id, email) values ('00000000-0000-0000-0000-0000000000d1', 'd@example.com');
-- A project as the seed before this migration left it (ids 1 to 589), with a user's own quote on id 590 (the
-- identity's next value then), and, to see the category rule, no catalogue quote of Hope.
delete from public.quotes where id >= 590;
insert into public.quotes (id, text, author, category, owner_id)
  values (590, 'D''s own words', 'D', 'Wisdom', '00000000-0000-0000-0000-0000000000d1');
insert into public.favorites (user_id, quote_id) values ('00000000-0000-0000-0000-0000000000d1', 590);
delete from public.quotes where category = 'Hope' and owner_id is null;
select is((select count(*) from public.quotes where owner_id is null), 578::bigint,
          'the catalogue before: 589 quotes less Hope''s 11');
-- The identity already past the new ids (own quotes added and deleted since): the migration must not move it back.
select setval(pg_get_serial_sequence('public.quotes', 'id'), 900);

\i supabase/migrations/20261202000100_more_quotes.sql
select is((select count(*) from public.quotes where owner_id is null), 729::bigint,
          'the migration adds the 191 new quotes but the one whose id was taken and the 39 of the missing category');
select is((select text from public.quotes where id = 590), 'D''s own words', 'an own quote on a new id stays as it is');
select is((select owner_id::text from public.quotes where id = 590), '00000000-0000-0000-0000-0000000000d1',
          'and its owner');
select is((select count(*) from public.favorites where quote_id = 590), 1::bigint, 'and its favourite');
select is((select count(*) from public.quotes where category = 'Hope'), 0::bigint,
          'a category the catalogue lacks gets nothing from the migration');
select is((select array_agg(n order by category) from (select category, count(*) n from public.quotes
           where category in ('Life', 'Happiness', 'Courage', 'Friendship') group by category) t),
          array[50, 50, 50, 49]::bigint[],
          'Courage, Friendship, Happiness and Life hold their quotes, Life less the id taken');
select is(pg_sequence_last_value(pg_get_serial_sequence('public.quotes', 'id')::regclass), 900::bigint,
          'the identity does not go back below an id it gave out');

\i supabase/migrations/20261202000100_more_quotes.sql
select is((select count(*) from public.quotes where owner_id is null), 729::bigint, 'run again, it adds nothing');
insert into public.quotes (text, author, category) values ('later words', 'D', 'Wisdom');
select is((select id from public.quotes where text = 'later words'), 901::bigint,
          'a quote added afterwards takes the identity''s next id, after every seed id');

\i supabase/seed.sql
select is((select count(*) from public.quotes where category = 'Hope' and owner_id is null), 50::bigint,
          'seed.sql run again gives the missing category all its quotes');
select is((select text from public.quotes where id = 590), 'D''s own words', 'and still leaves the own quote alone');

select * from finish();
rollback;
