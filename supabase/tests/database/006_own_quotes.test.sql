-- Own quotes (issue 42): each policy of public.quotes, and that one user never reads, changes, deletes,
-- favourites or collects another's own quotes, while everyone reads the catalogue.
begin;
select plan(27);

insert into auth.users (id, email) values
  ('00000000-0000-0000-0000-0000000000a1', 'a@example.com'),
  ('00000000-0000-0000-0000-0000000000b1', 'b@example.com');
create temporary table catalogue as select count(*) as n from public.quotes;
grant select on catalogue to anon, authenticated;

select policies_are('public', 'quotes', array[
  'The catalogue is readable by everyone', 'Users read their own quotes', 'Users add their own quotes',
  'Users change their own quotes', 'Users delete their own quotes'], 'quotes has exactly the five policies');
select col_default_is('public', 'quotes', 'owner_id', 'auth.uid()', 'owner_id defaults to the caller');

-- B adds quotes of their own.
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-0000000000b1", "role": "authenticated"}';
select lives_ok($$insert into public.quotes (id, text, author, category) values
  (900001, 'B''s own words', 'B', 'Wisdom'), (900002, 'B''s second thought', 'B', 'Humor')$$,
  'insert policy: B adds B''s own quotes');
select is((select owner_id::text from public.quotes where id = 900001), '00000000-0000-0000-0000-0000000000b1',
          'the new quote is B''s');
select is((select count(*) from public.quotes), (select n from catalogue) + 2, 'select: B reads the catalogue and B''s own');
select lives_ok($$update public.quotes set text = 'B''s own words, edited' where id = 900001$$,
                'update policy: B changes B''s own quote');
select throws_ok($$insert into public.quotes (text, author, category, owner_id)
                   values ('x', 'y', 'Love', '00000000-0000-0000-0000-0000000000a1')$$,
                 '42501', null, 'insert check: B cannot add a quote as A');
select throws_ok($$insert into public.quotes (text, author, category, owner_id) values ('x', 'y', 'Love', null)$$,
                 '42501', null, 'insert check: B cannot add to the catalogue');
select throws_ok($$update public.quotes set owner_id = null where id = 900002$$, '42501', null,
                 'update check: B cannot publish B''s quote into the catalogue');
select throws_ok($$insert into public.quotes (text, author, category) values (repeat('x', 1001), 'y', 'Love')$$,
                 '23514', null, 'an own quote is at most 1000 characters');
select lives_ok($$insert into public.favorites (quote_id) values (900001)$$, 'B favourites B''s own quote');

-- A looks for them.
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-0000000000a1", "role": "authenticated"}';
select is((select count(*) from public.quotes), (select n from catalogue), 'select: A reads the catalogue only');
select is_empty($$select id from public.quotes where id in (900001, 900002)$$, 'A cannot read B''s quotes by id');
select is_empty($$select id from public.quotes where text like 'B''s%'$$, 'A cannot find B''s quotes by text');
select is_empty($$update public.quotes set text = 'stolen' where id = 900001 returning id$$,
                'update using: A cannot change B''s quote');
select is_empty($$update public.quotes set text = 'defaced' where owner_id is null returning id$$,
                'update using: A cannot change the catalogue');
select is_empty($$delete from public.quotes where id = 900002 returning id$$, 'delete using: A cannot delete B''s quote');
select is_empty($$delete from public.quotes where owner_id is null returning id$$,
                'delete using: A cannot delete the catalogue');
select throws_ok($$insert into public.favorites (quote_id) values (900001)$$, '42501', null,
                 'A cannot favourite B''s quote');
insert into public.collections (id, name) values ('00000000-0000-0000-0000-0000000000c2', 'A''s');
select throws_ok($$insert into public.collection_quotes (collection_id, quote_id)
                   values ('00000000-0000-0000-0000-0000000000c2', 900002)$$, '42501', null,
                 'A cannot put B''s quote in a collection');
select lives_ok($$insert into public.collection_quotes (collection_id, quote_id)
                  values ('00000000-0000-0000-0000-0000000000c2', 1)$$, 'A still collects catalogue quotes');
select throws_ok($$insert into public.favorites (quote_id) values (999999)$$, '23503', null,
                 'a quote that does not exist is still the foreign key''s refusal');

-- Anonymous visitors.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select is((select count(*) from public.quotes), (select n from catalogue), 'select: anon reads the catalogue only');
select throws_ok($$insert into public.quotes (text, author, category) values ('x', 'y', 'Love')$$, '42501', null,
                 'anon adds no quotes');

-- The quote of the day is the catalogue's, and B's account takes B's quotes with it.
reset role;
select is((select count(*) from public.quotes_of_the_days(current_date - 40, 62) d
           join public.quotes q using (id) where q.owner_id is not null), 0::bigint,
          'the quote of the day is never anyone''s own quote');
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-0000000000b1", "role": "authenticated"}';
select is((select text from public.quotes where id = 900001), 'B''s own words, edited', 'B''s quote kept B''s edit');
select public.delete_account();
reset role;
select is((select count(*) from public.quotes where id in (900001, 900002)), 0::bigint,
          'a deleted account takes its own quotes');

select * from finish();
rollback;
