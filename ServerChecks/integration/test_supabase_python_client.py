"""The official Supabase Python client (PyPI `supabase`), unchanged, against quotevault-server on 127.0.0.1.

scripts/test-python-client builds and starts the server with a fresh data folder and passes its URL and keys in
QUOTEVAULT_URL, QUOTEVAULT_ANON_KEY and QUOTEVAULT_SERVICE_KEY.
"""
import os
import re
import urllib.parse
import uuid

import httpx

import pytest
from supabase import create_client

URL = os.environ["QUOTEVAULT_URL"]
ANON = os.environ["QUOTEVAULT_ANON_KEY"]
SERVICE = os.environ["QUOTEVAULT_SERVICE_KEY"]
PASSWORD = "correct horse battery"
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c63646060f80f0001040100f2e6c5a40000000049454e44ae426082"
)


def new_client():
    return create_client(URL, ANON)


def signed_up_client():
    client = new_client()
    email = f"py-{uuid.uuid4().hex[:10]}@example.com"
    response = client.auth.sign_up({"email": email, "password": PASSWORD})
    assert response.user is not None and response.user.email == email
    assert response.session is not None and response.session.access_token
    return client, email, response.user.id


def test_anonymous_reads_quotes_with_filters_order_and_count():
    client = new_client()
    page = client.table("quotes").select("id,text,author,category", count="exact").order("id").range(0, 19).execute()
    assert len(page.data) == 20
    assert page.count is not None and page.count >= 100
    love = client.table("quotes").select("category").eq("category", "Love").execute()
    assert love.data and all(row["category"] == "Love" for row in love.data)
    search = client.table("quotes").select("text,author").or_("text.ilike.*wisdom*,author.ilike.*wisdom*").execute()
    assert all("wisdom" in (row["text"] + row["author"]).lower() for row in search.data)
    one = client.table("quotes").select("*").eq("id", 1).single().execute()
    assert one.data["id"] == 1


def test_sign_up_sign_in_refresh_and_sign_out():
    client, email, user_id = signed_up_client()
    client.auth.sign_out()
    other = new_client()
    session = other.auth.sign_in_with_password({"email": email, "password": PASSWORD})
    assert session.user.id == user_id
    refreshed = other.auth.refresh_session()
    assert refreshed.session.refresh_token != session.session.refresh_token
    assert other.auth.get_user().user.email == email
    with pytest.raises(Exception) as failure:
        new_client().auth.sign_in_with_password({"email": email, "password": "wrong password"})
    assert "Invalid login credentials" in str(failure.value)
    with pytest.raises(Exception) as weak:
        new_client().auth.sign_up({"email": f"weak-{uuid.uuid4().hex[:6]}@example.com", "password": "short"})
    assert "8 characters" in str(weak.value)


def test_favourites_collections_and_profile_belong_to_their_user():
    client, _, user_id = signed_up_client()
    client.table("favorites").insert({"quote_id": 3}).execute()
    client.table("favorites").upsert({"quote_id": 3}, on_conflict="user_id,quote_id", ignore_duplicates=True).execute()
    favourites = client.table("favorites").select("quote_id, quotes(text)").execute()
    assert [row["quote_id"] for row in favourites.data] == [3]
    assert favourites.data[0]["quotes"]["text"]
    collection_id = str(uuid.uuid4())
    client.table("collections").insert({"id": collection_id, "name": "Evenings"}).execute()
    client.table("collection_quotes").insert({"collection_id": collection_id, "quote_id": 5}).execute()
    inside = client.table("collection_quotes").select("quote_id").eq("collection_id", collection_id).execute()
    assert [row["quote_id"] for row in inside.data] == [5]
    client.table("profiles").update({"display_name": "Py", "theme": "dark"}).eq("id", user_id).execute()
    profile = client.table("profiles").select("display_name,theme").eq("id", user_id).single().execute()
    assert profile.data == {"display_name": "Py", "theme": "dark"}

    stranger, _, _ = signed_up_client()
    assert stranger.table("favorites").select("*").execute().data == []
    assert stranger.table("collections").select("*").execute().data == []
    deleted = stranger.table("collections").delete().eq("id", collection_id).execute()
    assert deleted.data == []
    assert len(client.table("collections").select("id").execute().data) == 1
    client.table("collections").delete().eq("id", collection_id).execute()
    assert client.table("collection_quotes").select("*").execute().data == []


def test_quote_of_the_day_rpc():
    client = new_client()
    first = client.rpc("quote_of_the_day", {"day": "2026-11-21"}).execute().data
    again = client.rpc("quote_of_the_day", {"day": "2026-11-21"}).execute().data
    tomorrow = client.rpc("quote_of_the_day", {"day": "2026-11-22"}).execute().data
    assert len(first) == 1 and first == again and first[0]["id"] != tomorrow[0]["id"]


def test_quotes_of_the_days_rpc_answers_a_range_fixed_once_chosen():
    client = new_client()
    days = client.rpc("quotes_of_the_days", {"from_day": "2026-11-21", "days": 14}).execute().data
    assert [row["day"] for row in days][:2] == ["2026-11-21", "2026-11-22"] and len(days) == 14
    single = client.rpc("quote_of_the_day", {"day": "2026-11-22"}).execute().data
    assert single[0]["id"] == days[1]["id"]
    with pytest.raises(Exception):
        client.rpc("quotes_of_the_days", {"from_day": "2026-11-21", "days": 500}).execute()


def test_avatar_storage_upload_public_url_download_and_remove():
    client, _, user_id = signed_up_client()
    bucket = client.storage.from_("avatars")
    path = f"{user_id}/avatar.png"
    bucket.upload(path, PNG, {"content-type": "image/png"})
    bucket.upload(path, PNG, {"content-type": "image/png", "upsert": "true"})
    public_url = bucket.get_public_url(path).rstrip("?")
    assert public_url.startswith(URL) and public_url.endswith(path)
    assert bucket.download(path) == PNG
    with pytest.raises(Exception):
        bucket.upload(f"{uuid.uuid4()}/avatar.png", PNG, {"content-type": "image/png"})
    removed = bucket.remove([path])
    assert len(removed) == 1
    with pytest.raises(Exception):
        bucket.download(path)


def test_service_role_bypasses_policies():
    admin = create_client(URL, SERVICE)
    rows = admin.table("favorites").select("user_id").limit(5).execute()
    assert isinstance(rows.data, list)


# Issue 18: what supabase-swift does, each checked with the Python client's equivalent call.


def test_signed_out_reads_are_empty_and_forbidden_writes_change_nothing():
    anonymous = new_client()
    assert anonymous.table("favorites").select("*").execute().data == []
    assert anonymous.table("collections").select("*").execute().data == []
    client, _, _ = signed_up_client()
    patched = client.table("quotes").update({"text": "defaced"}).eq("id", 1).execute()
    assert patched.data == []
    assert anonymous.table("quotes").select("text").eq("id", 1).single().execute().data["text"] != "defaced"


def test_own_quotes_are_private_to_their_author():
    """Issue 42: a user's own quotes, read with the catalogue by their author and by nobody else."""
    alice, _, alice_id = signed_up_client()
    bob, _, _ = signed_up_client()
    word = "numbat" + uuid.uuid4().hex[:6]
    made = alice.table("quotes").insert({"text": f"My {word} moment.", "author": "Alice", "category": "Love"}).execute()
    assert made.data[0]["owner_id"] == alice_id
    quote_id = made.data[0]["id"]
    search = f"text.ilike.*{word}*,author.ilike.*{word}*"
    assert [row["id"] for row in alice.table("quotes").select("id").or_(search).execute().data] == [quote_id]
    for reader in (bob, new_client()):
        assert reader.table("quotes").select("id").or_(search).execute().data == []
        assert reader.table("quotes").select("id").eq("id", quote_id).execute().data == []
    assert bob.table("quotes").update({"text": "defaced"}).eq("id", quote_id).execute().data == []
    assert alice.table("quotes").select("text").eq("id", quote_id).single().execute().data["text"] == f"My {word} moment."
    with pytest.raises(Exception) as refused:
        bob.table("favorites").insert({"quote_id": quote_id}).execute()
    assert "42501" in str(refused.value)


def apple_token(subject, email, nonce=None, audience="com.example.quotevault"):
    """An identity token as Apple signs it, signed by the checks' stand-in key (apple_keys.py)."""
    import hashlib
    import time

    import jwt

    now = int(time.time())
    claims = {"iss": "https://appleid.apple.com", "aud": audience, "exp": now + 600, "iat": now, "sub": subject,
              "email": email, "email_verified": "true", "is_private_email": "false"}
    if nonce is not None:
        claims["nonce"] = hashlib.sha256(nonce.encode()).hexdigest()
    with open(os.environ["QUOTEVAULT_APPLE_KEY"], "rb") as key:
        return jwt.encode(claims, key.read(), algorithm="RS256", headers={"kid": "python-check"})


def test_sign_in_with_apple_id_token():
    """Issue 42: sign_in_with_id_token (supabase-swift's signInWithIdToken) with provider apple and a nonce."""
    client = new_client()
    subject = "001." + uuid.uuid4().hex
    email = f"apple-{uuid.uuid4().hex[:8]}@example.com"
    raw = uuid.uuid4().hex
    signed_in = client.auth.sign_in_with_id_token(
        {"provider": "apple", "token": apple_token(subject, email, raw), "nonce": raw})
    assert signed_in.session is not None and signed_in.user.email == email
    assert signed_in.user.app_metadata["provider"] == "apple"
    assert [identity.provider for identity in signed_in.user.identities] == ["apple"]
    client.table("favorites").insert({"quote_id": 2}).execute()
    assert [row["quote_id"] for row in client.table("favorites").select("quote_id").execute().data] == [2]
    again = new_client().auth.sign_in_with_id_token({"provider": "apple", "token": apple_token(subject, email)})
    assert again.user.id == signed_in.user.id
    with pytest.raises(Exception) as mismatch:
        new_client().auth.sign_in_with_id_token(
            {"provider": "apple", "token": apple_token(subject, email, "right"), "nonce": "wrong"})
    assert "Nonces mismatch" in str(mismatch.value)
    with pytest.raises(Exception) as audience:
        new_client().auth.sign_in_with_id_token(
            {"provider": "apple", "token": apple_token(subject, email, audience="com.example.other")})
    assert "audience" in str(audience.value)


def test_text_search_of_every_kind():
    client = new_client()
    plain = client.table("quotes").select("text").text_search("text", "love life", options={"type": "plain"}).execute()
    assert plain.data and all("lov" in row["text"].lower() for row in plain.data)
    phrase = client.table("quotes").select("text").text_search(
        "text", "living apart", options={"type": "phrase", "config": "english"}).execute()
    assert [row["text"] for row in phrase.data] and all("living apart" in row["text"] for row in phrase.data)
    web = client.table("quotes").select("text").text_search(
        "text", '"the only" -love', options={"type": "web_search"}).execute()
    assert web.data and all("love" not in row["text"].lower() for row in web.data)
    query = client.table("quotes").select("text").text_search("text", "dark | fear").execute()
    assert any("dark" in row["text"] for row in query.data)


def test_embedded_rows_ordered_and_limited_and_inner_joins():
    client, _, _ = signed_up_client()
    collection_id = str(uuid.uuid4())
    client.table("collections").insert({"id": collection_id, "name": "Ordered"}).execute()
    client.table("collection_quotes").insert(
        [{"collection_id": collection_id, "quote_id": quote} for quote in (5, 9, 2)]).execute()
    top = (
        client.table("collections").select("name, quotes(id)")
        .order("id", desc=True, foreign_table="quotes").limit(1, foreign_table="quotes").execute()
    )
    assert top.data == [{"name": "Ordered", "quotes": [{"id": 9}]}]
    client.table("favorites").insert([{"quote_id": 3}, {"quote_id": 7}]).execute()
    inner = client.table("quotes").select("id, favorites!inner(quote_id)").order("id").execute()
    assert [row["id"] for row in inner.data] == [3, 7]


def test_signed_urls_move_and_copy():
    import httpx

    client, _, user_id = signed_up_client()
    bucket = client.storage.from_("avatars")
    bucket.upload(f"{user_id}/a.png", PNG, {"content-type": "image/png"})
    signed = bucket.create_signed_url(f"{user_id}/a.png", 60)
    url = signed.get("signedURL") or signed.get("signedUrl")
    assert httpx.get(url).content == PNG
    many = bucket.create_signed_urls([f"{user_id}/a.png"], 60)
    assert len(many) == 1 and many[0]["signedURL"]
    bucket.move(f"{user_id}/a.png", f"{user_id}/b.png")
    bucket.copy(f"{user_id}/b.png", f"{user_id}/c.png")
    assert bucket.download(f"{user_id}/c.png") == PNG
    with pytest.raises(Exception):
        bucket.download(f"{user_id}/a.png")


def test_email_change_confirmed_from_both_addresses():
    client, old_email, _ = signed_up_client()
    new_email = f"py-new-{uuid.uuid4().hex[:8]}@example.com"
    client.auth.update_user({"email": new_email})
    first = email_change_token(new_email)
    second = email_change_token(old_email)
    half = client.auth.verify_otp({"type": "email_change", "token_hash": first, "email": new_email})
    assert half is not None  # GoTrue's half-way answer decodes: "code" is the string "200"
    done = client.auth.verify_otp({"type": "email_change", "token_hash": second, "email": old_email})
    assert done.user is not None and done.user.email == new_email


def email_change_token(email):
    """The token of the last email-change link the local mailbox holds for `email`."""
    import re

    import httpx

    messages = httpx.get(
        f"{URL}/auth/v1/dev/mailbox", params={"email": email},
        headers={"apikey": SERVICE, "Authorization": f"Bearer {SERVICE}"}).json()
    return re.search(r"token=([0-9a-f]+)", messages[-1]["text"]).group(1)


def test_sign_up_with_confirmations_completes_through_the_mailed_link():
    """A hosted project's "Confirm email": quotevault-server with --enable-confirmations."""
    url = os.environ["QUOTEVAULT_CONFIRMING_URL"]
    service = os.environ["QUOTEVAULT_CONFIRMING_SERVICE_KEY"]
    client = create_client(url, os.environ["QUOTEVAULT_CONFIRMING_ANON_KEY"])
    email = f"py-{uuid.uuid4().hex[:10]}@example.com"
    response = client.auth.sign_up(
        {"email": email, "password": PASSWORD, "options": {"email_redirect_to": "quotevault://auth-callback"}}
    )
    assert response.user is not None and response.user.email == email
    assert response.session is None
    with pytest.raises(Exception, match="(?i)not confirmed"):
        client.auth.sign_in_with_password({"email": email, "password": PASSWORD})

    mail = httpx.get(
        f"{url}/auth/v1/dev/mailbox", params={"email": email},
        headers={"apikey": service, "Authorization": f"Bearer {service}"},
    ).json()
    link = re.search(r"http://\S+", mail[-1]["text"]).group(0)
    opened = httpx.get(link, follow_redirects=False)
    assert opened.status_code == 303
    location = opened.headers["location"]
    assert location.startswith("quotevault://auth-callback#")
    fragment = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(location).fragment))
    assert fragment["type"] == "signup"
    session = client.auth.set_session(fragment["access_token"], fragment["refresh_token"])
    assert session.user.email == email and session.user.email_confirmed_at is not None
    signed_in = create_client(url, os.environ["QUOTEVAULT_CONFIRMING_ANON_KEY"]).auth.sign_in_with_password(
        {"email": email, "password": PASSWORD}
    )
    assert signed_in.session is not None
