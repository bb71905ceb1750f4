-- A search for any word of the quotes (not only common ones), on a random one of its first five result pages:
-- what the read cache cannot answer from memory.
math.randomseed(17)
wrk.headers["apikey"] = os.getenv("ANON_KEY")
local words = {}
for line in io.lines(os.getenv("QUOTE_WORDS")) do words[#words + 1] = line end
request = function()
  local term = words[math.random(1, #words)]
  local offset = 20 * math.random(0, 4)
  return wrk.format("GET", "/rest/v1/quotes?select=id,text,author&or=(text.ilike.*" .. term .. "*,author.ilike.*" ..
    term .. "*)&order=id.asc&offset=" .. offset .. "&limit=20")
end
