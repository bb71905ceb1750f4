-- The avatars bucket: public by URL, per-user folders for writes and for reading the objects table.
begin;
select plan(9);

insert into auth.users (id, email) values
  ('00000000-0000-0000-0000-00000000000a', 'a@example.com'),
  ('00000000-0000-0000-0000-00000000000b', 'b@example.com');

select is((select public from storage.buckets where id = 'avatars'), true, 'the avatars bucket is public');
select is((storage.foldername('00000000-0000-0000-0000-00000000000a/avatar.png'))[1],
          '00000000-0000-0000-0000-00000000000a', 'foldername gives the user folder');

set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-00000000000a", "role": "authenticated"}';
select lives_ok($$insert into storage.objects (bucket_id, name) values ('avatars', '00000000-0000-0000-0000-00000000000a/avatar.png')$$,
                'A uploads into A''s folder');
select throws_ok($$insert into storage.objects (bucket_id, name) values ('avatars', '00000000-0000-0000-0000-00000000000b/avatar.png')$$,
                 '42501', null, 'A cannot upload into B''s folder');
select throws_ok($$insert into storage.objects (bucket_id, name) values ('avatars', 'avatar.png')$$,
                 '42501', null, 'nor into the bucket''s root');

set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-00000000000b", "role": "authenticated"}';
select is_empty($$delete from storage.objects returning id$$, 'B cannot delete A''s avatar');
select is((select count(*) from storage.objects where bucket_id = 'avatars'), 0::bigint,
          'B cannot list A''s avatar (no enumerating users)');

set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-00000000000a", "role": "authenticated"}';
select is((select count(*) from storage.objects where bucket_id = 'avatars'), 1::bigint, 'A lists their own avatar');

set local role anon;
set local request.jwt.claims = '{"role": "anon"}';
select is((select count(*) from storage.objects where bucket_id = 'avatars'), 0::bigint,
          'the anon key lists nothing (public URLs need no policy)');

select * from finish();
rollback;
