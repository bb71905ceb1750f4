-- Undo of a quote taken out of a collection puts it back with the added_at it had (issue 42): collections are
-- listed by added_at, so a new time would move it to the end. A user may send added_at with their own row; the
-- insert policy still keeps everyone out of collections that are not theirs, whatever time they send.
begin;
select plan(5);

insert into auth.users (id, email) values
  ('00000000-0000-0000-0000-0000000000a7', 'a@example.com'),
  ('00000000-0000-0000-0000-0000000000b7', 'b@example.com');

set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-0000000000b7", "role": "authenticated"}';
insert into public.collections (id, name) values ('00000000-0000-0000-0000-0000000000c7', 'B''s keepers');
insert into public.collection_quotes (collection_id, quote_id, added_at) values
  ('00000000-0000-0000-0000-0000000000c7', 1, '2026-11-01T10:00:00.000001+00:00'),
  ('00000000-0000-0000-0000-0000000000c7', 2, '2026-11-02T10:00:00+00:00');
delete from public.collection_quotes where quote_id = 1;
select lives_ok($$insert into public.collection_quotes (collection_id, quote_id, added_at)
  values ('00000000-0000-0000-0000-0000000000c7', 1, '2026-11-01T10:00:00.000001+00:00')$$,
  'B puts a quote back in B''s collection with its old added_at');
select is((select added_at from public.collection_quotes where quote_id = 1),
          '2026-11-01T10:00:00.000001+00:00'::timestamptz, 'the time sent is kept, to the microsecond');
select results_eq($$select quote_id from public.collection_quotes order by added_at$$, array[1::bigint, 2::bigint],
                  'listed by added_at, it is first again');

set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-0000000000a7", "role": "authenticated"}';
select throws_ok($$insert into public.collection_quotes (collection_id, quote_id, added_at)
  values ('00000000-0000-0000-0000-0000000000c7', 3, '2000-01-01T00:00:00+00:00')$$,
  '42501', null, 'A cannot put a quote in B''s collection, whatever added_at A sends');
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-0000000000b7", "role": "authenticated"}';
select is((select count(*) from public.collection_quotes), 2::bigint, 'B''s collection holds only B''s two quotes');

select * from finish();
rollback;
