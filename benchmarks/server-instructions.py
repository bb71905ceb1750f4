#!/usr/bin/env python3
"""Instructions per request, counted by valgrind (callgrind): a measure other engineers' builds cannot move.

Runs Hummingbird's hello world and quotevault-server (`serve --no-read-cache`, 100,000 quotes) under
`valgrind --tool=callgrind`, sends each the requests benchmarks/wrk sends (GET / for hello world; the keyset page
and the any-word search of keyset.lua and search_any.lua, their random choices drawn from a fixed seed, so every
build answers the same requests) over 32 keep-alive connections, and divides the instructions the server process
executed (every thread, the kernel's excluded) between zeroing the counters after a warm-up and dumping them by the
requests answered. The connections stay open from the warm-up to the dump, as wrk's do for a whole run: opening
and closing 32 connections costs about 13 million instructions, which would otherwise be spread over the requests. The ratio hello / route is the model of the req/s ratio without the load of the machine (and
without wrk's own share of the cores, which is why it reads lower than a quiet wrk run).

The VM has no hardware counters (`perf stat -e instructions` says `<not supported>`). Valgrind 3.19 needs two
things to run a Swift 6.3 server: the binaries' DWARF 5 debug info stripped (its reader gives up on it; the symbol
tables stay, so profiles keep function names) and benchmarks/valgrind-sigsuspend-shim.c preloaded.

    python3 benchmarks/server-instructions.py BIN_DIR [--requests N] [--data DIR] [--profiles DIR]

BIN_DIR holds release builds of quotevault-server and hello-server. --data reuses (or fills once) a data folder;
--profiles keeps the callgrind files for `callgrind_annotate`. One `name: value unit` line per figure.
"""
import argparse
import asyncio
import glob
import os
import random
import re
import shutil
import socket
import subprocess
import tempfile
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CONNECTIONS = 32


def seed_words():
    vocabulary = set()
    seeded = 0
    for line in open(os.path.join(ROOT, "Sources/QuoteVaultSeed/quotes.tsv"), encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        seeded += 1
        fields = line.rstrip("\n").split("\t")
        if len(fields) > 2:
            vocabulary.update(w.lower() for w in re.findall(r"[A-Za-z]+", fields[2]) if len(w) >= 3)
    return seeded, sorted(vocabulary)


def requests_for(route, count, port, key, words, seed):
    """The requests wrk's scripts send (the same paths and headers), from a fixed seed."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        if route == "hello":
            path = "/"
        elif route == "keyset":
            path = f"/rest/v1/quotes?select=id,text,author,category&order=id.asc&id=gt.{rng.randint(0, 99900)}&limit=20"
        else:
            term = rng.choice(words)
            path = (f"/rest/v1/quotes?select=id,text,author&or=(text.ilike.*{term}*,author.ilike.*{term}*)"
                    f"&order=id.asc&offset={20 * rng.randint(0, 4)}&limit=20")
        head = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        if key:
            head += f"apikey: {key}\r\n"
        out.append((head + "\r\n").encode())
    return out


async def read_response(reader):
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    lower = head.lower()
    match = re.search(rb"\r\ncontent-length: *(\d+)", lower)
    if match:
        await reader.readexactly(int(match.group(1)))
    elif b"transfer-encoding: chunked" in lower:
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            await reader.readexactly(size + 2)
            if size == 0:
                break
    return status


async def open_connections(port):
    return [await asyncio.open_connection("127.0.0.1", port) for _ in range(CONNECTIONS)]


async def send_all(connections, requests):
    """Sends `requests` over the open keep-alive connections, each connection one request at a time, as wrk does."""
    queue = list(reversed(requests))
    failures = []

    async def connection(reader, writer):
        while queue:
            writer.write(queue.pop())
            status = await read_response(reader)
            if status != 200:
                failures.append(status)

    await asyncio.gather(*(connection(reader, writer) for reader, writer in connections))
    if failures:
        raise RuntimeError(f"{len(failures)} answers were not 200: {sorted(set(failures))}")


def wait_for_port(port, process, seconds=600):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server under valgrind exited ({process.returncode})")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError("the server under valgrind did not start")


def callgrind_total(out_prefix, pid, before):
    """The instructions counted between the zeroing and the dump: the `summary` of the newest dump of `pid` that
    is not in `before`, once the dump is whole (its `totals` line is last). Not `totals`: that sums the file's
    cost lines, which can also carry costs from before the zeroing. Since the server reads its word lists at
    startup, the measured dumps' `totals` exceeded their `summary` by 93 to 95 million instructions per run in
    all, at 1,000 and at 2,000 requests alike, so not per-request work (docs/benchmarks.md)."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        dumps = [path for path in glob.glob(f"{out_prefix}.{pid}*") if path not in before]
        for path in dumps:
            text = open(path).read()
            summary = re.search(r"^summary: (\d+)", text, re.M)
            if summary and re.search(r"^totals: (\d+)", text, re.M):
                return int(summary.group(1)), path
        time.sleep(0.5)
    raise RuntimeError("callgrind wrote no dump")


def measure(process, out_prefix, port, batches):
    """Over 32 connections kept open throughout (as wrk's are, so no connection's setup or teardown is counted):
    for each (name, warm-up, requests), warm up, zero the counters, send the requests and dump the counters;
    name -> (instructions per request, dump file)."""

    async def run():
        connections = await open_connections(port)
        figures = {}
        for name, warmup, requests in batches:
            await send_all(connections, warmup)
            subprocess.run(["callgrind_control", "-z", str(process.pid)], check=True, capture_output=True)
            await send_all(connections, requests)
            before = set(glob.glob(f"{out_prefix}.{process.pid}*"))
            subprocess.run(["callgrind_control", "-d", name, str(process.pid)], check=True, capture_output=True)
            total, path = callgrind_total(out_prefix, process.pid, before)
            figures[name] = (total / len(requests), path)
        for _, writer in connections:
            writer.close()
        return figures

    return asyncio.run(run())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin_dir")
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--data")
    parser.add_argument("--profiles")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="qv-instructions-")
    profiles = args.profiles or work
    os.makedirs(profiles, exist_ok=True)
    processes = []
    try:
        binaries = {}
        for name in ("quotevault-server", "hello-server"):
            binaries[name] = os.path.join(work, name)
            subprocess.run(["objcopy", "--strip-debug", os.path.join(args.bin_dir, name), binaries[name]], check=True)
        # SwiftPM's resource bundles (the seed quotes among them) are found beside the executable, or at the path
        # they were built at: linked beside the copies, the binaries run wherever the build was made.
        for bundle in glob.glob(os.path.join(args.bin_dir, "*.resources")):
            os.symlink(os.path.abspath(bundle), os.path.join(work, os.path.basename(bundle)))
        shim = os.path.join(work, "sigsuspend-shim.so")
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", shim,
                        os.path.join(ROOT, "benchmarks/valgrind-sigsuspend-shim.c")], check=True)
        seeded, words = seed_words()
        data = args.data or os.path.join(work, "data")
        if not os.path.exists(data):
            subprocess.run([binaries["quotevault-server"], "load-quotes", "--data", data, "--count",
                            str(100000 - seeded)], check=True, capture_output=True)
        key = subprocess.run([binaries["quotevault-server"], "status", "--data", data], capture_output=True,
                             text=True).stdout
        key_match = re.search(r"^anon key: (\S+)", key, re.M)
        env = dict(os.environ, LD_PRELOAD=shim)
        valgrind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.path.join(profiles, "callgrind.out.%p")]
        out_prefix = os.path.join(profiles, "callgrind.out")
        figures = {}
        hello_port, server_port = 54411, 54412
        hello = subprocess.Popen(valgrind + [binaries["hello-server"], str(hello_port)], env=env,
                                 stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "hello.log"), "w"))
        processes.append(hello)
        wait_for_port(hello_port, hello)
        figures.update(measure(hello, out_prefix, hello_port, [
            ("hello", requests_for("hello", 300, hello_port, None, words, 1),
             requests_for("hello", args.requests, hello_port, None, words, 2))]))
        hello.terminate()
        hello.wait(60)
        server_log = os.path.join(work, "server.log")
        server = subprocess.Popen(valgrind + [binaries["quotevault-server"], "serve", "--data", data, "--port",
                                              str(server_port), "--no-read-cache", "--no-log-requests"],
                                  env=env, stdout=open(server_log, "w"), stderr=subprocess.STDOUT)
        processes.append(server)
        wait_for_port(server_port, server)
        key = key_match.group(1) if key_match else re.search(r"^anon key: (\S+)", open(server_log).read(),
                                                             re.M).group(1)
        figures.update(measure(server, out_prefix, server_port, [
            (route, requests_for(route, 300, server_port, key, words, 3),
             requests_for(route, args.requests, server_port, key, words, 4)) for route in ("keyset", "search_any")]))
        for name, (value, path) in figures.items():
            print(f"{name}_instructions_per_request: {value:,.0f} instructions ({args.requests} requests;"
                  f" {os.path.basename(path)})")
        for name in ("keyset", "search_any"):
            print(f"{name}_instruction_ratio: {figures['hello'][0] / figures[name][0]:.3f} of hello world"
                  " (hello's instructions per request over this route's)")
    finally:
        for process in processes:
            if process.poll() is None:
                process.terminate()
                process.wait(60)
        # The stripped binaries and logs go; callgrind's files stay only in --profiles.
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
