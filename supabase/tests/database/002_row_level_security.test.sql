-- Row level security: user A cannot read, change or delete user B's rows; anon can read quotes only. The API roles
-- hold Supabase's default grants, so what a policy does not allow matches no row (or fails its check).
begin;
select plan(24);

insert into auth.users (id, email) values
  ('00000000-0000-0000-0000-00000000000a', 'a@example.com'),
  ('00000000-0000-0000-0000-00000000000b', 'b@example.com');

-- User B saves things.
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-00000000000b", "role": "authenticated"}';
insert into public.favorites (quote_id) values (1), (2);
insert into public.collections (id, name) values ('00000000-0000-0000-0000-0000000000c1', 'B''s favourites');
insert into public.collection_quotes (collection_id, quote_id) values ('00000000-0000-0000-0000-0000000000c1', 3);
select is((select count(*) from public.favorites), 2::bigint, 'B sees B''s favourites');
select is((select user_id::text from public.favorites limit 1), '00000000-0000-0000-0000-00000000000b',
          'user_id defaults to auth.uid()');

-- User A looks at them.
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-00000000000a", "role": "authenticated"}';
select is((select count(*) from public.favorites), 0::bigint, 'A cannot read B''s favourites');
select is((select count(*) from public.collections), 0::bigint, 'A cannot read B''s collections');
select is((select count(*) from public.collection_quotes), 0::bigint, 'A cannot read B''s collection quotes');
select is((select count(*) from public.profiles), 1::bigint, 'A reads only A''s own profile');
select is_empty($$update public.collections set name = 'stolen' returning id$$, 'A cannot rename B''s collection');
select is_empty($$delete from public.favorites returning quote_id$$, 'A cannot delete B''s favourites');
select is_empty($$delete from public.collections returning id$$, 'A cannot delete B''s collections');
select is_empty($$update public.profiles set display_name = 'x' where id = '00000000-0000-0000-0000-00000000000b' returning id$$,
                'A cannot change B''s profile');
select throws_ok($$insert into public.favorites (user_id, quote_id) values ('00000000-0000-0000-0000-00000000000b', 5)$$,
                 '42501', null, 'A cannot add a favourite as B');
select throws_ok($$insert into public.collection_quotes (collection_id, quote_id) values ('00000000-0000-0000-0000-0000000000c1', 7)$$,
                 '42501', null, 'A cannot add quotes to B''s collection');
select throws_ok($$insert into public.quotes (text, author, category, owner_id) values ('x', 'y', 'Love', null)$$,
                 '42501', null, 'A cannot write catalogue quotes');
select is_empty($$update public.quotes set text = 'defaced' returning id$$, 'A cannot change catalogue quotes');
select is_empty($$delete from public.quotes returning id$$, 'A cannot delete catalogue quotes');
select lives_ok($$insert into public.favorites (quote_id) values (9)$$, 'A adds A''s own favourite');
select lives_ok($$update public.profiles set display_name = 'A' where id = '00000000-0000-0000-0000-00000000000a'$$,
                'A updates A''s own profile');

-- B's rows are untouched.
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-00000000000b", "role": "authenticated"}';
select is((select count(*) from public.favorites), 2::bigint, 'B''s favourites are all still there');
select is((select name from public.collections), 'B''s favourites', 'B''s collection keeps its name');

-- QV-5.6: deleting a collection removes its quote associations.
delete from public.collections where id = '00000000-0000-0000-0000-0000000000c1';
reset role;
select is((select count(*) from public.collection_quotes where collection_id = '00000000-0000-0000-0000-0000000000c1'),
          0::bigint, 'QV-5.6 (server): a deleted collection takes its quote associations with it');

-- Anonymous visitors.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select is((select count(*) from public.quotes), 780::bigint, 'anon reads every quote of the catalogue');
select is((select count(*) from public.favorites), 0::bigint, 'anon reads no favourites');
select is((select count(*) from public.profiles), 0::bigint, 'anon reads no profiles');
select throws_ok($$insert into public.quotes (text, author, category) values ('x', 'y', 'Love')$$, '42501', null,
                 'anon cannot write quotes');

select * from finish();
rollback;
