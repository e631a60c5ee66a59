#!/usr/bin/env -S python3 -S -E
"""The client of `fork_server.py`: run as `xdsl-opt`, `xdsl-stream-opt` or
`xdsl-stream-report` (the files of `fork_shims/` link here), it hands the
server its arguments, working directory, environment and standard streams,
and exits with the run's status.  Where `XDSL_STREAM_FORK_SERVER` names no
socket it runs the real tool, the next of that name on PATH; a socket named
and not listening is an error (the server is gone).

Kept to the standard library's cheapest modules: it starts once per RUN
line, and its start-up is what remains of each tool's.
"""

import json
import os
import socket
import struct
import sys

_HEADER = struct.Struct("!I")


def _real_tool(name: str) -> str:
    here = os.path.dirname(os.path.abspath(sys.argv[0]))
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        candidate = os.path.join(folder, name)
        if os.path.abspath(folder) != here and os.access(candidate, os.X_OK):
            return candidate
    sys.exit(f"{name}: not found on PATH")


def main() -> int:
    name = os.path.basename(sys.argv[0])
    path = os.environ.get("XDSL_STREAM_FORK_SERVER")
    if not path:
        tool = _real_tool(name)
        os.execv(tool, [tool, *sys.argv[1:]])
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        connection.connect(path)
    except OSError as error:
        sys.stderr.write(f"{name}: no fork server at {path}: {error}\n")
        return 1
    argv0 = _real_tool(name)  # the console script's own path, as it sees it
    request = json.dumps(
        {"argv": [argv0, *sys.argv[1:]], "cwd": os.getcwd(), "env": dict(os.environ)}
    ).encode()
    socket.send_fds(connection, [_HEADER.pack(len(request))], [0, 1, 2])
    connection.sendall(request)
    status = b""
    while len(status) < _HEADER.size:
        chunk = connection.recv(_HEADER.size - len(status))
        if not chunk:
            sys.stderr.write(f"{name}: the run ended without a status\n")
            return 1
        status += chunk
    return _HEADER.unpack(status)[0]


if __name__ == "__main__":
    sys.exit(main())
