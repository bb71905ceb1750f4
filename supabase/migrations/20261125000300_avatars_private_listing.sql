-- Avatars stay public by URL (a public bucket serves /object/public/ without any policy), but the objects table
-- is no longer readable by everyone: with a select policy for anon, the list endpoint let anyone holding the
-- app's anon key enumerate every user's id and photo. A user now lists and reads only their own folder (which the
-- app's account deletion needs); the service role reads everything.
drop policy if exists "Avatars are publicly readable" on storage.objects;
create policy "Users read their own avatars" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
