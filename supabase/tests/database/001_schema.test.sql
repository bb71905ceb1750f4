-- The schema is the contract between the app and the server: tables, columns, row level security, seed.
begin;
select plan(26);

select has_table('public', 'profiles', 'profiles exists');
select has_table('public', 'quotes', 'quotes exists');
select has_table('public', 'favorites', 'favorites exists');
select has_table('public', 'collections', 'collections exists');
select has_table('public', 'collection_quotes', 'collection_quotes exists');
select columns_are('public', 'profiles',
  array['id', 'display_name', 'avatar_url', 'theme', 'accent_color', 'font_scale', 'notifications_enabled',
        'notification_time', 'updated_at', 'topics'], 'profiles has the contract columns');
select has_column('public', 'quotes', 'category', 'quotes have a category');

select is((select bool_and(c.relrowsecurity) from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relname in ('profiles', 'quotes', 'favorites', 'collections',
                                                        'collection_quotes')), true,
          'row level security is on for every QuoteVault table');

-- QV-12.1, QV-12.2, QV-12.3: the seed.
-- The catalogue exactly (scripts/generate-seed-sql.py from Sources/QuoteVaultSeed/quotes.tsv): 780 quotes, far over
-- QV-12.1's 100, 106 in each of QV-3.4's five and 50 in each of the five added later
-- (20261201000100_more_categories.sql, 20261202000100_more_quotes.sql), so a seed that lost rows fails here, not
-- only one under 100.
select is((select count(*) from public.quotes), 780::bigint, 'QV-12.1: the whole catalogue, 780 quotes (at least 100)');
select is((select count(distinct category) from public.quotes where category in
           ('Motivation', 'Love', 'Success', 'Wisdom', 'Humor')), 5::bigint, 'QV-12.2: all five categories');
select is((select count(*) from (select category from public.quotes
                                 where category in ('Motivation', 'Love', 'Success', 'Wisdom', 'Humor')
                                 group by category having count(*) >= 100) t),
          5::bigint, 'QV-12.2: at least 100 quotes in each of the five categories');
select is((select count(*) from (select category from public.quotes
                                 where category in ('Life', 'Happiness', 'Courage', 'Friendship', 'Hope')
                                 group by category having count(*) >= 50) t),
          5::bigint, 'the five later categories have at least 50 quotes each');
select is((select count(distinct category) from public.quotes), 10::bigint, 'the seed has quotes in all ten categories');
select is((select count(*) from public.quotes where btrim(text) = '' or btrim(author) = ''), 0::bigint,
          'QV-12.3: every quote has text and an author');
select lives_ok($$insert into public.quotes (text, author, category) values ('x', 'y', 'Friendship')$$,
                'a later category is accepted');
select throws_ok($$insert into public.quotes (text, author, category) values ('x', 'y', 'Poetry')$$, '23514',
                 null, 'categories are limited to the ten');

-- Indexes for paging, category and search.
select has_index('public', 'quotes', 'quotes_category_id', 'category pages have an index');
select has_index('public', 'quotes', 'quotes_text_trgm', 'text search has a trigram index');
select has_index('public', 'quotes', 'quotes_author_trgm', 'author search has a trigram index');

-- QV-6: quote of the day.
select is((select id from public.quote_of_the_day('2026-11-21')), (select id from public.quote_of_the_day('2026-11-21')),
          'QV-6.4: the same day gives the same quote');
select isnt((select id from public.quote_of_the_day('2026-11-21')), (select id from public.quote_of_the_day('2026-11-22')),
            'QV-6.2: the next day gives another quote');
select is((select count(*) from generate_series(date '2026-01-01', date '2026-12-30', interval '1 day') d
           where (select id from public.quote_of_the_day(d::date))
               = (select id from public.quote_of_the_day((d + interval '1 day')::date))), 0::bigint,
          'QV-6.2: no two consecutive days of a year share a quote');
select is((select count(*) from public.quote_of_the_day('1990-06-01')), 1::bigint, 'days before 2000 work too');

-- A profile is created with each user.
insert into auth.users (id, email, raw_user_meta_data)
values ('00000000-0000-0000-0000-0000000000a1', 'ada@example.com', '{"display_name": "Ada"}');
select is((select display_name from public.profiles where id = '00000000-0000-0000-0000-0000000000a1'), 'Ada',
          'a new user gets a profile with the sign-up display name');
insert into auth.users (id, email) values ('00000000-0000-0000-0000-0000000000a2', 'grace@example.com');
select is((select display_name from public.profiles where id = '00000000-0000-0000-0000-0000000000a2'), 'grace',
          'without a display name, the email''s local part');
select throws_ok($$insert into public.collections (user_id, name) values ('00000000-0000-0000-0000-0000000000a1', '   ')$$,
                 '23514', null, 'QV-5.2 (server): a collection name cannot be empty');

select * from finish();
rollback;
