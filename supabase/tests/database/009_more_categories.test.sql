-- The five later categories (20261201000100_more_categories.sql, issue 42) on a project that already has data: the
-- widened check keeps every row, and the seed run again adds the quotes the project lacks without touching a
-- user's own quote that took one of the seed's ids (one added through the API with the id left to the table).
begin;
select plan(7);

insert into auth.users (id, email) values ('00000000-0000-0000-0000-0000000000c1', 'c@example.com');
-- A project seeded before the new quotes: they are gone, and a user's own quote holds the first new id.
delete from public.quotes where category in ('Life', 'Happiness', 'Courage', 'Friendship', 'Hope');
insert into public.quotes (id, text, author, category, owner_id)
  values (531, 'C''s own words', 'C', 'Wisdom', '00000000-0000-0000-0000-0000000000c1');
insert into public.favorites (user_id, quote_id) values ('00000000-0000-0000-0000-0000000000c1', 1);

select is((select count(*) from public.quotes where owner_id is null), 530::bigint, 'the five-category catalogue');
\i supabase/seed.sql
select is((select text from public.quotes where id = 531), 'C''s own words', 'the seed leaves an own quote as it is');
select is((select owner_id::text from public.quotes where id = 531), '00000000-0000-0000-0000-0000000000c1',
          'and its owner');
select is((select count(*) from public.quotes where owner_id is null), 779::bigint,
          'the seed adds every quote the project lacks but the one whose id was taken');
select is((select array_agg(n order by category) from (select category, count(*) n from public.quotes
           where category in ('Life', 'Happiness', 'Courage', 'Friendship', 'Hope') group by category) t),
          array[50, 50, 50, 50, 49]::bigint[],
          'each later category has its quotes after the seed runs again, Life less the id taken');
select is((select count(*) from public.favorites where quote_id = 1), 1::bigint, 'a favourite is kept');
select throws_ok($$insert into public.quotes (text, author, category) values ('x', 'y', 'life')$$, '23514', null,
                 'a category is checked exactly as spelled');

select * from finish();
rollback;
