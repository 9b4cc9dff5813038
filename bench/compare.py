#!/usr/bin/env python3
"""bench/compare.py — build and run dagtool-bench (bench/bench_build.cpp) and print dagtool's read + build
side by side with LLVM 19's llvm-as and llc on the identical generated inputs.

Usage:
  bench/compare.py                          # cmake --build build --target dagtool-bench, run, print table
  bench/compare.py --build-dir /tmp/build-bench --save-json out.json
  bench/compare.py --from-json out.json     # reprint a saved run (no build, no run)
  bench/compare.py --time wall              # wall-clock times instead of CPU times
  bench/compare.py --no-llc                 # skip the (slow) llc column

Columns (milliseconds per run of the whole input):
  parse        BM_Parse                       ir::parseModule
  parse+build  BM_ParseAndBuild (riscv64)     parse + every block's initial SelectionDAG
  rv32         BM_ParseAndBuild (riscv32)
  llvm-as      BM_LLVMAs                      llvm-as -o /dev/null (process start-up included)
  ratio        parse+build / llvm-as
  llc          BM_LLC                         llc -O2 -filetype=null -mtriple=riscv64 ("timeout" after 120 s)
By default the times are CPU times: cpu_time for dagtool (in-process) and the child's user+system time
for the external tools (counter child_cpu_ms), which is the fair comparison on a shared machine; --time
wall uses real_time for every column. The growth row divides the 100k-instruction block by the 10k one;
linear growth is 10x, anything above 12x is flagged. Exits 0 whatever the numbers are (it measures, it
does not judge); the flag is printed.
"""
import argparse
import json
import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GROWTH_LIMIT = 12.0
SIZES = ["1000", "10000", "100000"]
MANY = "10000"


def build(build_dir):
    cmd = ["cmake", "--build", build_dir, "--target", "dagtool-bench"]
    print("+ " + " ".join(cmd), file=sys.stderr)
    # cmake's output goes to stderr so that stdout carries only the table.
    r = subprocess.run(cmd, stdout=sys.stderr)
    if r.returncode != 0:
        sys.exit("compare.py: the build failed (exit %d); fix it or rerun with --no-build" % r.returncode)


def run(build_dir, args):
    exe = os.path.join(build_dir, "bin", "dagtool-bench")
    if not os.path.exists(exe):
        exe = os.path.join(build_dir, "bench", "dagtool-bench")
    cmd = [exe, "--benchmark_format=json"]
    filt = args.filter
    if args.no_llc and not filt:
        filt = "-LLC|/llc"
    if filt:
        cmd.append("--benchmark_filter=" + filt)
    if args.repetitions > 1:
        cmd += ["--benchmark_repetitions=%d" % args.repetitions, "--benchmark_report_aggregates_only=true"]
    cmd += args.bench_args
    print("+ " + " ".join(cmd) + "   (several minutes; llc on 100k instructions alone may take 120 s)",
          file=sys.stderr)
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True).stdout
    return json.loads(out)


def to_ms(value, unit):
    return value * {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[unit]


def collect(data, time_kind):
    """name -> (ms or None, error text or None); with repetitions, the median aggregate is used."""
    res = {}
    for b in data.get("benchmarks", []):
        name = b.get("run_name", b["name"])
        if name.endswith("/manual_time"):  # UseManualTime() appends this to the name
            name = name[: -len("/manual_time")]
        if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
            continue
        if b.get("error_occurred"):
            res[name] = (None, b.get("error_message", "error"))
            continue
        external = "child_cpu_ms" in b or "LLVMAs" in name or "LLC" in name or name.endswith(("/llvm-as", "/llc"))
        if time_kind == "cpu" and external and "child_cpu_ms" in b:
            ms = b["child_cpu_ms"]
        else:
            ms = to_ms(b["real_time" if time_kind == "wall" else "cpu_time"], b.get("time_unit", "ns"))
        res[name] = (ms, None)
        res[name + "#insts"] = (b.get("insts"), None)
        res[name + "#nodes"] = (b.get("nodes"), None)
        res[name + "#extra"] = ({k: b[k] for k in ("visited", "combined", "budget") if k in b}, None)
    return res


def names_for(row):
    if row == "fns":
        f = "BM_ManyFunctions/" + MANY
        return {"parse": f + "/parse", "build": f, "rv32": f + "/riscv32", "as": f + "/llvm-as", "llc": f + "/llc"}
    return {"parse": "BM_Parse/" + row, "build": "BM_ParseAndBuild/%s/riscv64" % row,
            "rv32": "BM_ParseAndBuild/%s/riscv32" % row, "as": "BM_LLVMAs/" + row, "llc": "BM_LLC/" + row}


def fmt_ms(v):
    if v is None:
        return "-"
    if v >= 100:
        return "%.0f" % v
    if v >= 10:
        return "%.1f" % v
    return "%.2f" % v


def cell(res, name):
    if name not in res:
        return None, "-"
    ms, err = res[name]
    if err is not None:
        return None, "timeout" if "timeout" in err else "error"
    return ms, fmt_ms(ms)


def table(res, time_kind):
    cols = ["input", "IR insts", "DAG nodes", "parse", "parse+build", "build only", "rv32 p+b", "llvm-as",
            "p+b / llvm-as", "llc -O2"]
    rows = []
    values = {}
    for row in SIZES + ["fns"]:
        n = names_for(row)
        label = ("1 block x %s" % row) if row != "fns" else ("%s functions" % MANY)
        insts = res.get(n["build"] + "#insts", res.get(n["parse"] + "#insts", (None, None)))[0]
        nodes = res.get(n["build"] + "#nodes", (None, None))[0]
        vals = {k: cell(res, v) for k, v in n.items()}
        if vals["build"][0] is not None and vals["parse"][0] is not None:
            only = vals["build"][0] - vals["parse"][0]
            vals["only"] = (only, fmt_ms(only))
        else:
            vals["only"] = (None, "-")
        values[row] = {k: v[0] for k, v in vals.items()}
        b, a = vals["build"][0], vals["as"][0]
        ratio = "%.2f" % (b / a) if b is not None and a else "-"
        rows.append([label, "%d" % insts if insts else "-", "%d" % nodes if nodes else "-",
                     vals["parse"][1], vals["build"][1], vals["only"][1], vals["rv32"][1], vals["as"][1], ratio, vals["llc"][1]])
    # Growth 10k -> 100k (single block). For the external tools, also net of their start-up (the run on an
    # empty module), which otherwise hides how their own work grows.
    startup = {"as": cell(res, "BM_LLVMAs/empty")[0], "llc": cell(res, "BM_LLC/empty")[0]}
    growth = ["growth 10k->100k", "", ""]
    flagged = []
    for k in ["parse", "build", "only", "rv32", "as", None, "llc"]:
        if k is None:  # the ratio column
            growth.append("")
            continue
        lo, hi = values["10000"].get(k), values["100000"].get(k)
        if not (lo and hi):
            growth.append("-")
            continue
        g = hi / lo
        text = "%.1fx" % g
        if g > GROWTH_LIMIT:
            text += " (!)"
            flagged.append((k, g, ""))
        s0 = startup.get(k)
        if s0 is not None and lo > s0:
            net = (hi - s0) / (lo - s0)
            text += "; net %.1fx" % net
            if g <= GROWTH_LIMIT < net:
                flagged.append((k, net, " net of start-up"))
        growth.append(text)
    rows.append(growth)

    widths = [max(len(str(r[i])) for r in rows + [cols]) for i in range(len(cols))]
    line = lambda r: "| " + " | ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                                        for i, (c, w) in enumerate(zip(r, widths))) + " |"
    out = ["Times in ms per whole input (%s time; external tools: %s)." %
           ("CPU" if time_kind == "cpu" else "wall-clock",
            "child user+sys CPU" if time_kind == "cpu" else "wall clock around the process")]
    out.append(line(cols))
    out.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    out += [line(r) for r in rows]
    if startup["as"] is not None or startup["llc"] is not None:
        out.append("Start-up on an empty module: llvm-as %s ms, llc %s ms (\"net\" growth subtracts it)." %
                   (fmt_ms(startup["as"]), fmt_ms(startup["llc"])))
    names = {"parse": "dagtool parse", "build": "dagtool parse+build (riscv64)", "only": "dagtool build (riscv64)",
             "rv32": "dagtool parse+build (riscv32)", "as": "llvm-as", "llc": "llc -O2"}
    for k, g, how in flagged:
        out.append("FLAG: %s grows %.1fx%s from 10k to 100k instructions (> %.0fx: superlinear)" %
                   (names[k], g, how, GROWTH_LIMIT))
    if not flagged:
        out.append("All growth factors 10k->100k are <= %.0fx." % GROWTH_LIMIT)
    return "\n".join(out)


def phase_table(res):
    """The legalizers per phase (earlier phases untimed) next to the whole llc -O2 run on the same block."""
    cols = ["input", "DAG nodes", "legalize-types rv32", "legalize-types rv64", "legalize rv32", "legalize rv64",
            "llc -O2 (whole)", "legalize rv64 / llc"]
    rows, values = [], {}
    for row in SIZES:
        lt32 = cell(res, "BM_LegalizeTypes/%s/riscv32" % row)
        lt64 = cell(res, "BM_LegalizeTypes/%s/riscv64" % row)
        l32 = cell(res, "BM_Legalize/%s/riscv32" % row)
        l64 = cell(res, "BM_Legalize/%s/riscv64" % row)
        llc = cell(res, "BM_LLC/" + row)
        if all(v[0] is None for v in (lt32, lt64, l32, l64)):
            continue
        nodes = res.get("BM_Legalize/%s/riscv64#nodes" % row, (None, None))[0]
        ratio = "%.3f" % (l64[0] / llc[0]) if l64[0] is not None and llc[0] else "-"
        values[row] = {"lt32": lt32[0], "lt64": lt64[0], "l32": l32[0], "l64": l64[0]}
        rows.append(["1 block x %s" % row, "%d" % nodes if nodes else "-", lt32[1], lt64[1], l32[1], l64[1],
                     llc[1], ratio])
    if not rows:
        return ""
    growth = ["growth 10k->100k", ""]
    flagged = []
    for k in ["lt32", "lt64", "l32", "l64"]:
        lo, hi = values.get("10000", {}).get(k), values.get("100000", {}).get(k)
        if lo and hi:
            g = hi / lo
            growth.append("%.1fx%s" % (g, " (!)" if g > GROWTH_LIMIT else ""))
            if g > GROWTH_LIMIT:
                flagged.append((k, g))
        else:
            growth.append("-")
    growth += ["", ""]
    rows.append(growth)
    widths = [max(len(str(r[i])) for r in rows + [cols]) for i in range(len(cols))]
    line = lambda r: "| " + " | ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                                        for i, (c, w) in enumerate(zip(r, widths))) + " |"
    out = ["", "Legalizer phases alone (ms per block; the DAG each starts from is built untimed):", line(cols),
           "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    out += [line(r) for r in rows]
    for k, g in flagged:
        out.append("FLAG: %s grows %.1fx from 10k to 100k instructions (> %.0fx: superlinear)" % (k, g, GROWTH_LIMIT))
    return "\n".join(out)


COMBINE_INPUTS = [("1 block x 1000", "1000", "BM_LLC/1000"), ("1 block x 10000", "10000", "BM_LLC/10000"),
                  ("1 block x 100000", "100000", "BM_LLC/100000"), ("2000 stores", "stores/2000", "BM_LLC/stores/2000"),
                  ("20000 stores", "stores/20000", "BM_LLC/stores/20000"),
                  ("mul chain 10000", "mulchain/10000", "BM_LLC/mulchain/10000"),
                  ("mul chain 100000", "mulchain/100000", "BM_LLC/mulchain/100000")]
COMBINE_GROWTH = [("1 block 10k->100k", "10000", "100000"), ("stores 2k->20k", "stores/2000", "stores/20000"),
                  ("mul chain 10k->100k", "mulchain/10000", "mulchain/100000")]


def combine_table(res):
    """The combiner at its first and last level (earlier phases untimed), with visits per node and the budget
    use, next to llc -O2 on the stress inputs."""
    keys = [("c1_32", "BM_Combine1/%s/riscv32"), ("c1_64", "BM_Combine1/%s/riscv64"),
            ("c2_32", "BM_Combine2/%s/riscv32"), ("c2_64", "BM_Combine2/%s/riscv64")]
    cols = ["input", "DAG nodes", "combine1 rv32", "combine1 rv64", "combine2 rv32", "combine2 rv64",
            "visits/node (c1 rv64)", "folds / budget (c1 rv64)", "llc -O2 (whole)"]
    rows, values = [], {}
    for label, key, llc_name in COMBINE_INPUTS:
        cells = {k: cell(res, fmt % key) for k, fmt in keys}
        if all(v[0] is None and v[1] == "-" for v in cells.values()):
            continue
        base = "BM_Combine1/%s/riscv64" % key
        nodes = res.get(base + "#nodes", (None, None))[0]
        extra = res.get(base + "#extra", (None, None))[0] or {}
        visits = "%.2f" % (extra["visited"] / nodes) if nodes and "visited" in extra else "-"
        budget = ("%d / %d" % (extra["combined"], extra["budget"])) if "budget" in extra else "-"
        llc = cell(res, llc_name) if llc_name else (None, "-")
        values[key] = {k: v[0] for k, v in cells.items()}
        rows.append([label, "%d" % nodes if nodes else "-"] + [cells[k][1] for k, _ in keys] +
                    [visits, budget, llc[1]])
    if not rows:
        return ""
    flagged = []
    for label, lo_key, hi_key in COMBINE_GROWTH:
        row = [label, ""]
        for k, _ in keys:
            lo, hi = values.get(lo_key, {}).get(k), values.get(hi_key, {}).get(k)
            if lo and hi:
                g = hi / lo
                row.append("%.1fx%s" % (g, " (!)" if g > GROWTH_LIMIT else ""))
                if g > GROWTH_LIMIT:
                    flagged.append((label, k, g))
            else:
                row.append("-")
        rows.append(row + ["", "", ""])
    widths = [max(len(str(r[i])) for r in rows + [cols]) for i in range(len(cols))]
    line = lambda r: "| " + " | ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                                        for i, (c, w) in enumerate(zip(r, widths))) + " |"
    out = ["", "DAG combiner alone (ms per block; the DAG it starts from is built untimed; llc is the whole run):",
           line(cols), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    out += [line(r) for r in rows]
    for label, k, g in flagged:
        out.append("FLAG: %s %s grows %.1fx (> %.0fx: superlinear)" % (k, label, g, GROWTH_LIMIT))
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build-dir", default=os.path.join(REPO, "build"))
    ap.add_argument("--no-build", action="store_true", help="do not run cmake --build first")
    ap.add_argument("--no-llc", action="store_true", help="skip the llc benchmarks")
    ap.add_argument("--filter", help="--benchmark_filter regex")
    ap.add_argument("--repetitions", type=int, default=1, help="repetitions; the median is shown")
    ap.add_argument("--time", choices=["cpu", "wall"], default="cpu")
    ap.add_argument("--save-json", help="write the raw benchmark JSON here")
    ap.add_argument("--from-json", help="print the table of a saved JSON run")
    ap.add_argument("bench_args", nargs="*", help="extra arguments for dagtool-bench (after --)")
    args = ap.parse_args()

    if args.from_json:
        with open(args.from_json) as f:
            data = json.load(f)
    else:
        if not args.no_build:
            build(args.build_dir)
        data = run(args.build_dir, args)
        if args.save_json:
            with open(args.save_json, "w") as f:
                json.dump(data, f, indent=1)
    ctx = data.get("context", {})
    print("%s, %s CPUs @ %s MHz, load average %s (libbenchmark's own build type: %s; it says nothing "
          "about dagtool's)" %
          (ctx.get("date", "?"), ctx.get("num_cpus", "?"), ctx.get("mhz_per_cpu", "?"),
           "/".join("%.1f" % x for x in ctx.get("load_avg", [])) or "?", ctx.get("library_build_type", "?")))
    res = collect(data, args.time)
    print(table(res, args.time))
    print(phase_table(res))
    print(combine_table(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
