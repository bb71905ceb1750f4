-- A profile's topics (20261130000100_profile_topics.sql): empty by default, bounded by its check, and guarded by
-- the profile's row level security: one user neither reads nor writes another's topics.
begin;
select plan(19);

insert into auth.users (id, email) values
  ('00000000-0000-0000-0000-00000000000a', 'a@example.com'),
  ('00000000-0000-0000-0000-00000000000b', 'b@example.com');

select col_type_is('public', 'profiles', 'topics', 'text[]', 'topics are text[]');
select col_not_null('public', 'profiles', 'topics', 'topics are never null');
select is((select topics from public.profiles where id = '00000000-0000-0000-0000-00000000000a'), '{}'::text[],
          'a new profile follows no topic');

-- The check, as the owner would meet it.
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-00000000000a", "role": "authenticated"}';
select lives_ok($$update public.profiles set topics = '{Love,Wisdom}' where id = '00000000-0000-0000-0000-00000000000a'$$,
                'A follows two topics');
select lives_ok($$update public.profiles set topics = array(select 'topic ' || g from generate_series(1, 16) g)
                  where id = '00000000-0000-0000-0000-00000000000a'$$, 'sixteen topics are allowed');
select throws_ok($$update public.profiles set topics = array(select 'topic ' || g from generate_series(1, 17) g)
                   where id = '00000000-0000-0000-0000-00000000000a'$$, '23514', null, 'seventeen are not');
select lives_ok($$update public.profiles set topics = array[repeat('x', 40)] where id = '00000000-0000-0000-0000-00000000000a'$$,
                'a topic of 40 characters is allowed');
select throws_ok($$update public.profiles set topics = array[repeat('x', 41)] where id = '00000000-0000-0000-0000-00000000000a'$$,
                 '23514', null, 'one of 41 is not');
select throws_ok($$update public.profiles set topics = '{""}' where id = '00000000-0000-0000-0000-00000000000a'$$,
                 '23514', null, 'an empty topic is not');
select throws_ok($$update public.profiles set topics = '{Love,NULL}' where id = '00000000-0000-0000-0000-00000000000a'$$,
                 '23514', null, 'a null topic is not');
select throws_ok($$update public.profiles set topics = '{Love,Love}' where id = '00000000-0000-0000-0000-00000000000a'$$,
                 '23514', null, 'a topic twice is not');
select throws_ok($$update public.profiles set topics = '{{Love},{Humor}}' where id = '00000000-0000-0000-0000-00000000000a'$$,
                 '23514', null, 'a two-dimensional array is not');
select throws_ok($$update public.profiles set topics = null where id = '00000000-0000-0000-0000-00000000000a'$$,
                 '23502', null, 'null is not');
select lives_ok($$update public.profiles set topics = '{Love,Humor}' where id = '00000000-0000-0000-0000-00000000000a'$$,
                'A settles on Love and Humor');

-- B meets A's topics.
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-00000000000b", "role": "authenticated"}';
select is_empty($$select topics from public.profiles where id = '00000000-0000-0000-0000-00000000000a'$$,
                'B cannot read A''s topics');
select is_empty($$update public.profiles set topics = '{Success}' where id = '00000000-0000-0000-0000-00000000000a' returning id$$,
                'B cannot change A''s topics');
select throws_ok($$insert into public.profiles (id, topics) values ('00000000-0000-0000-0000-00000000000a', '{Success}')
                   on conflict (id) do update set topics = excluded.topics$$,
                 '42501', null, 'B cannot take A''s topics over by upsert');

-- Anonymous visitors.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select is_empty($$select topics from public.profiles$$, 'anon reads no topics');

reset role;
select is((select topics from public.profiles where id = '00000000-0000-0000-0000-00000000000a'), '{Love,Humor}'::text[],
          'A''s topics are as A left them');

select * from finish();
rollback;
