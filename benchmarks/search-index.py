#!/usr/bin/env python3
"""What the any-word search's SQLite part costs, and what another word index would save: instructions counted
inside `sqlite3_step` by valgrind (callgrind), for the searches `benchmarks/server-instructions.py` sends.

The server answers `or=(text.ilike.*w*,author.ilike.*w*)` for a term of letters and digits from its word index
(`quotes_words`, FTS5): the words that contain the term, OR'd, their rows in id order from `offset` to
`offset + 20` (each row tested by the signed-out read policy), then those quotes read by id. This runs that SQL
on a copy of a data folder's database, and beside it the same searches answered by an ordinary table of
(word, quote) pairs, `WITHOUT ROWID`, with the same policy, for terms inside one word only, where a search is one
range of its primary key. Both answer every search with the same ids, which is checked before anything is
counted.

    python3 benchmarks/search-index.py DATA [--requests N]

DATA is a data folder with 100,000 quotes (`server-instructions.py --data` fills one). One `name: value unit`
line per figure, per search.
"""
import argparse
import importlib.util
import json
import os
import random
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# The signed-out read policy of a search window, as `SQLBuilder.searchIDs` writes it (`catalogueOrOwn`).
POLICY = ('(NOT EXISTS (SELECT 1 FROM "quotes" WHERE "owner_id" IS NOT NULL)'
          ' OR (SELECT "owner_id" FROM "quotes" WHERE "id" = {}) IS NULL)')
WINDOW = ("SELECT rowid AS match_id FROM quotes_words WHERE quotes_words MATCH ? AND "
          + POLICY.format("quotes_words.rowid") + " ORDER BY rowid ASC LIMIT ? OFFSET ?")
PAIRS = ("SELECT quote_id AS match_id FROM quote_words WHERE word = ? AND "
         + POLICY.format("quote_words.quote_id") + " ORDER BY quote_id ASC LIMIT ? OFFSET ?")
# The page as `RestService` reads it: the window's quotes by id, the outer LIMIT and OFFSET of the whole read.
ROWS = ("SELECT quotes.id, quotes.text, quotes.author FROM ({}) AS window CROSS JOIN quotes"
        " ON quotes.id = window.match_id LIMIT 20 OFFSET 0")
VARIANTS = {
    "fts_first_id": WINDOW,
    "pairs_first_id": PAIRS,
    "fts_ids": WINDOW,
    "pairs_ids": PAIRS,
    "fts_page": ROWS.format(WINDOW),
    "pairs_page": ROWS.format(PAIRS),
}


def searches(db, count):
    """The any-word searches of server-instructions.py's measured batch (its words, its seed), each as the words
    of the vocabulary that contain its term (as `Vocabulary.words(containing:)` finds them) and its offset."""
    spec = importlib.util.spec_from_file_location("instructions", os.path.join(HERE, "server-instructions.py"))
    instructions = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(instructions)
    _, words = instructions.seed_words()
    vocabulary = [row[0] for row in db.execute("SELECT term FROM quotes_words_terms")]
    rng = random.Random(4)
    out = []
    for _ in range(count):
        term = rng.choice(words)
        offset = 20 * rng.randint(0, 4)
        expansion = [word for word in vocabulary if term.lower() in word]
        if 0 < len(expansion) <= 64:
            out.append((term.lower(), expansion, offset))
    return out


def add_pairs(path):
    """The (word, quote) table: each quote's distinct words of text and author, about as unicode61 cuts and folds
    them (runs of letters and digits, lower-cased); the ids check in `main` shows they agree for these terms."""
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE quote_words(word TEXT NOT NULL, quote_id INTEGER NOT NULL,"
               " PRIMARY KEY (word, quote_id)) WITHOUT ROWID")
    pairs = []
    for quote_id, text, author in db.execute("SELECT id, text, author FROM quotes"):
        for word in set(w.lower() for w in re.findall(r"[^\W_]+", f"{text or ''} {author or ''}")):
            pairs.append((word, quote_id))
    db.executemany("INSERT OR IGNORE INTO quote_words VALUES (?, ?)", pairs)
    db.commit()
    db.close()


def arguments(variant, search):
    _, expansion, offset = search
    if variant.startswith("pairs"):
        return (expansion[0], 1, 0) if variant.endswith("first_id") else (expansion[0], 20, offset)
    match = " OR ".join('"' + word + '"' for word in expansion)
    return (match, 1, 0) if variant.endswith("first_id") else (match, 20, offset)


def child(variant, path, searches_file):
    """Runs one variant's searches (under callgrind, which counts every one)."""
    db = sqlite3.connect(path)
    db.execute("PRAGMA mmap_size = 1073741824")
    with open(searches_file) as file:
        chosen = json.load(file)
    for search in chosen:
        db.execute(VARIANTS[variant], arguments(variant, search)).fetchall()


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(*sys.argv[2:5])
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("data")
    parser.add_argument("--requests", type=int, default=1000)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="qv-search-index-")
    try:
        path = os.path.join(work, "quotevault.sqlite")
        # Read only: a mistyped folder is an error, not a new empty database in it.
        source = sqlite3.connect("file:" + os.path.join(args.data, "quotevault.sqlite") + "?mode=ro", uri=True)
        target = sqlite3.connect(path)
        source.backup(target)
        source.close()
        target.close()
        add_pairs(path)
        db = sqlite3.connect(path)
        everything = searches(db, args.requests)
        one_word = [search for search in everything if len(search[1]) == 1]
        for term, expansion, offset in one_word:
            fts = db.execute(WINDOW, arguments("fts_ids", (term, expansion, offset))).fetchall()
            pairs = db.execute(PAIRS, arguments("pairs_ids", (term, expansion, offset))).fetchall()
            if fts != pairs:
                raise SystemExit(f"the word index and the pairs differ for {term!r} at {offset}")
        db.close()
        if not one_word:
            raise SystemExit("no search of a term inside one word only: is DATA the benchmark's data folder?")
        print(f"searches: {args.requests}, {len(everything)} of them answered by the word index"
              f" ({len(one_word)} with a term inside one word only; mean offset"
              f" {sum(s[2] for s in one_word) / len(one_word):.1f})")
        searches_file = os.path.join(work, "one-word.json")
        with open(searches_file, "w") as file:
            json.dump(one_word, file)
        for variant in VARIANTS:
            out = os.path.join(work, f"callgrind.{variant}")
            run = subprocess.run(["valgrind", "--tool=callgrind", "--toggle-collect=sqlite3_step",
                                  f"--callgrind-out-file={out}", sys.executable, os.path.abspath(__file__),
                                  "--child", variant, path, searches_file], capture_output=True, text=True)
            if run.returncode != 0:
                raise SystemExit(f"{variant} failed under valgrind:\n{run.stderr[-2000:]}")
            with open(out) as file:
                total = int(re.search(r"^(?:summary|totals): (\d+)", file.read(), re.M).group(1))
            print(f"{variant}_instructions_per_search: {total / len(one_word):,.0f} instructions"
                  " (one-word terms, sqlite3_step only)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
