-- A text-or-author search, 20 results, with a random term of the kind people type.
math.randomseed(13)
wrk.headers["apikey"] = os.getenv("ANON_KEY")
local terms = { "love", "wisdom", "success", "life", "time", "twain", "wilde", "courage", "heart", "fear",
  "dream", "friend", "work", "truth", "happiness", "shakespeare", "seneca", "hope", "night", "journey" }
request = function()
  local term = terms[math.random(1, #terms)]
  return wrk.format("GET", "/rest/v1/quotes?select=id,text,author&or=(text.ilike.*" .. term .. "*,author.ilike.*" ..
    term .. "*)&order=id.asc&limit=20")
end
