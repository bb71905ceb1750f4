-- Account deletion (App Review 5.1.1(v), issue 29): the signed-in user deletes their own account and everything
-- of theirs, from the app. `delete_account()` runs as its owner (security definer) so it may delete from
-- auth.users, but only ever the caller's row (auth.uid()); anon cannot call it. Deleting the user cascades to
-- profiles, favorites, collections and their collection_quotes (their foreign keys say on delete cascade); the
-- avatar objects in the user's folder go too. The app removes the avatar files through the Storage API first
-- (so the stored bytes go, not only their rows); what rows remain are deleted here. quotevault-server answers
-- the same call the same way (Auth/AccountDeletion.swift).
create function public.delete_account()
returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'only a signed-in user can delete their account' using errcode = '42501';
  end if;
  -- Hosted projects refuse direct deletes from storage tables unless this is set (storage.protect_delete).
  perform set_config('storage.allow_delete_query', 'true', true);
  delete from storage.objects where bucket_id = 'avatars' and (storage.foldername(name))[1] = caller::text;
  delete from auth.users where id = caller;
end;
$$;

revoke all on function public.delete_account() from public, anon;
grant execute on function public.delete_account() to authenticated;
