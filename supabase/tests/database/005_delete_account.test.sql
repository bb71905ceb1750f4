-- delete_account(): the caller's account and everything of theirs goes; nobody else's; anon cannot call it.
begin;
select plan(12);

insert into auth.users (id, email) values
  ('00000000-0000-0000-0000-0000000000d1', 'leaving@example.com'),
  ('00000000-0000-0000-0000-0000000000d2', 'staying@example.com');

-- Both users keep things.
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-0000000000d1", "role": "authenticated"}';
insert into public.favorites (quote_id) values (1), (2);
insert into public.collections (id, name) values ('00000000-0000-0000-0000-0000000000e1', 'Leaving');
insert into public.collection_quotes (collection_id, quote_id) values ('00000000-0000-0000-0000-0000000000e1', 3);
insert into storage.objects (bucket_id, name, owner)
values ('avatars', '00000000-0000-0000-0000-0000000000d1/avatar-1.jpg', '00000000-0000-0000-0000-0000000000d1');
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-0000000000d2", "role": "authenticated"}';
insert into public.favorites (quote_id) values (1);
insert into public.collections (id, name) values ('00000000-0000-0000-0000-0000000000e2', 'Staying');
insert into public.collection_quotes (collection_id, quote_id) values ('00000000-0000-0000-0000-0000000000e2', 3);
insert into storage.objects (bucket_id, name, owner)
values ('avatars', '00000000-0000-0000-0000-0000000000d2/avatar-2.jpg', '00000000-0000-0000-0000-0000000000d2');
reset role;

-- anon may not call it.
set local role anon;
select throws_ok($$select public.delete_account()$$, '42501', null, 'anon cannot delete an account');
reset role;

-- The first user deletes their account.
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-0000-0000-0000000000d1", "role": "authenticated"}';
select lives_ok($$select public.delete_account()$$, 'a signed-in user deletes their own account');
reset role;

select is((select count(*) from auth.users where id = '00000000-0000-0000-0000-0000000000d1'), 0::bigint,
          'the user is gone');
select is((select count(*) from public.profiles where id = '00000000-0000-0000-0000-0000000000d1'), 0::bigint,
          'their profile is gone');
select is((select count(*) from public.favorites where user_id = '00000000-0000-0000-0000-0000000000d1'),
          0::bigint, 'their favourites are gone');
select is((select count(*) from public.collections where user_id = '00000000-0000-0000-0000-0000000000d1'),
          0::bigint, 'their collections are gone');
select is((select count(*) from public.collection_quotes
           where collection_id = '00000000-0000-0000-0000-0000000000e1'), 0::bigint,
          'their collections'' quotes are gone');
select is((select count(*) from storage.objects where name like '00000000-0000-0000-0000-0000000000d1/%'),
          0::bigint, 'their avatar objects are gone');

-- The other user keeps everything.
select is((select count(*) from public.profiles where id = '00000000-0000-0000-0000-0000000000d2'), 1::bigint,
          'another user''s profile stays');
select is((select count(*) from public.favorites where user_id = '00000000-0000-0000-0000-0000000000d2'),
          1::bigint, 'another user''s favourites stay');
select is((select count(*) from public.collection_quotes
           where collection_id = '00000000-0000-0000-0000-0000000000e2'), 1::bigint,
          'another user''s collections stay');
select is((select count(*) from storage.objects where name like '00000000-0000-0000-0000-0000000000d2/%'),
          1::bigint, 'another user''s avatar stays');

select * from finish();
rollback;
