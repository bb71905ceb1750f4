#!/usr/bin/env python3
"""CPU time per request, from /proc: what wall-clock req/s cannot show on a shared machine.

Runs quotevault-server (`serve --no-read-cache`, 100,000 quotes) and Hummingbird's hello world, loads each with
wrk (benchmarks/wrk's keyset page and any-word search; GET / for hello world; 2 threads, 32 connections), and
divides the CPU time the server process used (user + system, every thread, from /proc/PID/stat) by the requests
wrk completed. Other processes' load changes how long a request waits, much less how much CPU it takes, so the
ratio hello_cpu / route_cpu models the req/s ratio a quiet machine would show (it leaves out wrk's own share of
the two cores). Instruction counts would be steadier still, but this VM exposes no hardware counters to perf and
valgrind 3.19 crashes on Swift 6.3 servers unless helped (benchmarks/server-instructions.py does, and counts them).
One `name: value unit` line per figure.

    python3 benchmarks/server-cpu.py .build-release/release [seconds per run] [runs]
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wrk(url, seconds, script=None, env=None):
    command = ["wrk", "-t2", "-c32", f"-d{seconds}s"] + (["-s", script] if script else []) + [url]
    out = subprocess.run(command, capture_output=True, text=True, env=env, check=True).stdout
    requests = int(re.search(r"(\d+) requests in", out).group(1))
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if non2xx:
        raise RuntimeError(f"{url}: {non2xx.group(1)} answers were not 2xx")
    return requests


def start(command, log, ready):
    process = subprocess.Popen(command, stdout=open(log, "w"), stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if ready(open(log).read()):
            return process
        if process.poll() is not None:
            raise RuntimeError(open(log).read()[-500:])
        time.sleep(0.1)
    raise RuntimeError(f"{command[0]} did not start")


def main():
    bin_dir = sys.argv[1]
    seconds = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    work = tempfile.mkdtemp(prefix="qv-cpu-")
    processes = []
    try:
        data = os.path.join(work, "data")
        # 100,000 quotes in all: the seed (its size read from the one source) and the rest generated.
        with open(os.path.join(ROOT, "Sources/QuoteVaultSeed/quotes.tsv"), encoding="utf-8") as source:
            seeded = sum(1 for line in source if line.strip() and not line.startswith("#"))
        subprocess.run([os.path.join(bin_dir, "quotevault-server"), "load-quotes", "--data", data, "--count",
                        str(100000 - seeded)], check=True, capture_output=True)
        server_log = os.path.join(work, "server.log")
        server = start([os.path.join(bin_dir, "quotevault-server"), "serve", "--data", data, "--port", "54401",
                        "--no-read-cache", "--no-log-requests"], server_log, lambda t: "anon key:" in t)
        processes.append(server)
        hello = start([os.path.join(bin_dir, "hello-server"), "54402"], os.path.join(work, "hello.log"),
                      lambda t: True)
        processes.append(hello)
        time.sleep(1)
        env = dict(os.environ, ANON_KEY=re.search(r"^anon key: (\S+)", open(server_log).read(), re.M).group(1))
        words = os.path.join(work, "words")
        vocabulary = set()
        for line in open(os.path.join(ROOT, "Sources/QuoteVaultSeed/quotes.tsv")):
            fields = line.rstrip("\n").split("\t")
            if not line.startswith("#") and len(fields) > 2:
                vocabulary.update(w.lower() for w in re.findall(r"[A-Za-z]+", fields[2]) if len(w) >= 3)
        open(words, "w").write("\n".join(sorted(vocabulary)) + "\n")
        env["QUOTE_WORDS"] = words
        keyset = os.path.join(ROOT, "benchmarks/wrk/keyset.lua")
        search = os.path.join(ROOT, "benchmarks/wrk/search_any.lua")
        wrk("http://127.0.0.1:54401", 2, search, env)  # warm the pages, statements and connections
        wrk("http://127.0.0.1:54402/", 2)
        figures = {"hello": [], "keyset": [], "search_any": []}
        for _ in range(runs):
            for name, process, url, script in (("hello", hello, "http://127.0.0.1:54402/", None),
                                               ("keyset", server, "http://127.0.0.1:54401", keyset),
                                               ("search_any", server, "http://127.0.0.1:54401", search)):
                before = cpu_seconds(process.pid)
                requests = wrk(url, seconds, script, env)
                figures[name].append((cpu_seconds(process.pid) - before) / requests * 1e6)
        for name, values in figures.items():
            print(f"{name}_cpu_us_per_request: {min(values):.1f}-{max(values):.1f} µs ({runs} runs of {seconds} s)")
        for name in ("keyset", "search_any"):
            ratios = [h / r for h, r in zip(figures["hello"], figures[name])]
            print(f"{name}_cpu_ratio: {min(ratios):.2f}-{max(ratios):.2f} of hello world (hello's CPU per request"
                  f" over this route's, run by run)")
        print(f"load_average: {open('/proc/loadavg').read().split()[0]}")
    finally:
        for process in processes:
            process.terminate()
            process.wait(30)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
