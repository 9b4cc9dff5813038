#!/usr/bin/env python3
"""docs/update-examples.py — re-run every command shown in the documentation and refresh its output.

A fenced block whose first lines start with "$ " is an example: those lines are the command (several
lines run as one bash script, from the repository root), the rest of the block is what it printed
(standard output and standard error together). This script runs each command again and replaces the
printed part, so the pages always show real output of the current dagtool.

Usage (from anywhere):
  python3 docs/update-examples.py            # rewrite every docs/*.md in place
  python3 docs/update-examples.py --check    # only report the pages whose output changed (exit 1 if any)

After an update, read the prose around the changed dumps: it names nodes (t5, %bb.2) that may have moved.
"""
import os
import re
import subprocess
import sys

DOCS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(DOCS)
FENCE = re.compile(r"^```text\n((?:\$ [^\n]*\n)+)(.*?)^```$", re.M | re.S)


def run(cmd_lines):
    script = "\n".join(line[2:] for line in cmd_lines.rstrip("\n").split("\n"))
    p = subprocess.run(["bash", "-c", script], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       timeout=600)
    out = p.stdout.decode()
    return out if out.endswith("\n") or not out else out + "\n"


def update(text):
    return FENCE.sub(lambda m: "```text\n" + m.group(1) + run(m.group(1)) + "```", text)


def main():
    check = "--check" in sys.argv[1:]
    changed = []
    for name in sorted(os.listdir(DOCS)):
        if not name.endswith(".md"):
            continue
        path = os.path.join(DOCS, name)
        old = open(path, encoding="utf-8").read()
        new = update(old)
        if new != old:
            changed.append(name)
            if not check:
                open(path, "w", encoding="utf-8").write(new)
    for name in changed:
        print(("differs: " if check else "updated: ") + "docs/" + name)
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
