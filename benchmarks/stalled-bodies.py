#!/usr/bin/env python3
"""Memory under stalled bodies: N clients each declare a 1 MB body, send half of it and stop.

For each N (200, then 500, each against a fresh server in a throwaway data folder) it prints the server's
resident memory (VmRSS from /proc) before the clients connect and while they hold their connections, how many
were refused at once (503 or 413 read back on the socket) and how many were held, and whether an ordinary read
is served meanwhile. One `name: value unit` line per figure, as the other benchmarks.

    python3 benchmarks/stalled-bodies.py path/to/quotevault-server [counts...]     (a release build)
"""
import http.client
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time

DECLARED = 1_000_000
SENT = 500_000


def rss_mb(pid, field="VmRSS:"):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith(field):
            return int(line.split()[1]) / 1024
    return 0.0


def start(binary, data, extra):
    log_path = os.path.join(data + ".log")
    log = open(log_path, "w")
    process = subprocess.Popen([binary, "serve", "--data", data, "--port", "0", "--no-log-requests"] + extra,
                               stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    port = anon = None
    while time.monotonic() < deadline:
        text = open(log_path).read()
        for line in text.splitlines():
            if line.startswith("API URL: "):
                port = int(line.rsplit(":", 1)[1])
            elif line.startswith("anon key: "):
                anon = line.split(": ", 1)[1]
        if port and anon:
            return process, port, anon
        if process.poll() is not None:
            raise RuntimeError(text[-500:])
        time.sleep(0.05)
    raise RuntimeError("the server did not start")


def ordinary_read(port, anon):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", "/rest/v1/quotes?select=id&limit=1", headers={"apikey": anon})
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def stall(port, anon, count):
    head = (f"POST /rest/v1/favorites HTTP/1.1\r\nHost: x\r\napikey: {anon}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {DECLARED}\r\n\r\n").encode()
    half = b" " * SENT
    sockets = []
    for _ in range(count):
        connection = socket.create_connection(("127.0.0.1", port), timeout=5)
        connection.setblocking(False)
        connection.send(head)
        sockets.append([connection, 0])
    # Every client sends its half body as fast as the server takes it, all at once.
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and any(sent < SENT for _, sent in sockets):
        for entry in sockets:
            connection, sent = entry
            if sent >= SENT:
                continue
            try:
                entry[1] += connection.send(half[sent:sent + 65536])
            except BlockingIOError:
                pass
            except OSError:
                entry[1] = SENT  # closed by the server (refused): nothing more to send
        time.sleep(0.001)
    return [connection for connection, _ in sockets]


def answers(sockets):
    refused = held = 0
    for connection in sockets:
        try:
            data = connection.recv(65536)
        except BlockingIOError:
            held += 1
            continue
        except OSError:
            refused += 1  # reset after its answer
            continue
        status = data[9:12]
        if status in (b"503", b"413"):
            refused += 1
        else:
            held += 1
    return refused, held


def main():
    binary = sys.argv[1]
    counts = [int(n) for n in sys.argv[2:]] or [200, 500]
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    root = tempfile.mkdtemp(prefix="qv-stalled-")
    for count in counts:
        process, port, anon = start(binary, os.path.join(root, f"data{count}"), [])
        try:
            for _ in range(20):
                ordinary_read(port, anon)
            before = rss_mb(process.pid)
            sockets = stall(port, anon, count)
            time.sleep(2)
            during = max(rss_mb(process.pid) for _ in range(5) if time.sleep(0.2) is None)
            peak = rss_mb(process.pid, "VmHWM:")
            status = ordinary_read(port, anon)
            refused, held = answers(sockets)
            for connection in sockets:
                connection.close()
            time.sleep(2)
            after = rss_mb(process.pid)
            print(f"stalled_{count}_rss_before: {before:.0f} MB")
            print(f"stalled_{count}_rss_during: {during:.0f} MB (growth {during - before:.0f} MB; peak {peak:.0f} MB)")
            print(f"stalled_{count}_rss_after_close: {after:.0f} MB")
            print(f"stalled_{count}_refused_held: {refused} refused at once, {held} held")
            print(f"stalled_{count}_ordinary_read_meanwhile: {status}")
        finally:
            process.terminate()
            process.wait(30)


if __name__ == "__main__":
    main()
