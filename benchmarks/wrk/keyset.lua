-- A 20-quote page anywhere in the 100,000 quotes, by keyset (id=gt.N), as deep infinite scroll should page.
math.randomseed(11)
wrk.headers["apikey"] = os.getenv("ANON_KEY")
request = function()
  local after = math.random(0, 99900)
  return wrk.format("GET", "/rest/v1/quotes?select=id,text,author,category&order=id.asc&id=gt." .. after .. "&limit=20")
end
