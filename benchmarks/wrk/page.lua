-- A 20-quote page of the feed, ordered by id, at a random one of the first 50 pages (infinite scroll).
math.randomseed(7)
wrk.headers["apikey"] = os.getenv("ANON_KEY")
request = function()
  local offset = math.random(0, 49) * 20
  return wrk.format("GET", "/rest/v1/quotes?select=id,text,author,category&order=id.asc&offset=" .. offset .. "&limit=20")
end
