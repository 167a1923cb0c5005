#!/usr/bin/env python3
"""
Records platform-only optional dependencies that this machine's registry cannot serve.

The npm registry reachable here returns 404 for some platform builds (e.g. rspack's
darwin/win32 bindings), so `npm install` leaves them out of package-lock.json, and then
`npm ci` refuses the lockfile ("Missing: ... from lock file"). This adds each missing
entry with the os/cpu/libc constraints npm itself would record, so `npm ci` on Linux
skips them without fetching. Run it after any `npm install` that changes the lockfile:

    python3 scripts/lock/record-foreign-optionals.py
"""
import json, pathlib, re, sys

LOCK = pathlib.Path(__file__).resolve().parents[2] / "package-lock.json"
PLATFORM = re.compile(r"-(darwin|linux|win32|freebsd|android|wasm32)-?([a-z0-9]*)?(?:-(gnu|musl|msvc|gnueabihf|eabi|wasi))?$")

def constraints(name: str) -> dict:
    tail = name.split("/")[-1]
    m = PLATFORM.search(tail)
    if not m:
        raise SystemExit(f"cannot tell the platform of {name}")
    os_, cpu, libc = m.group(1), m.group(2), m.group(3)
    if os_ == "wasm32":
        return {"cpu": ["wasm32"]}
    out = {"os": [os_]}
    if cpu:
        out["cpu"] = [cpu]
    if os_ == "linux" and libc in ("gnu", "musl"):
        out["libc"] = ["glibc" if libc == "gnu" else "musl"]
    return out

lock = json.loads(LOCK.read_text())
packages = lock["packages"]
added = []
for path, entry in list(packages.items()):
    for dep, version in (entry.get("optionalDependencies") or {}).items():
        key = f"node_modules/{dep}"
        nested = f"{path}/node_modules/{dep}" if path else key
        if key in packages or nested in packages:
            continue
        if not re.fullmatch(r"\d+\.\d+\.\d+", version):
            raise SystemExit(f"{dep}@{version}: only exact versions can be recorded")
        scope_less = dep.split("/")[-1]
        packages[key] = {
            "version": version,
            "resolved": f"https://registry.npmjs.org/{dep}/-/{scope_less}-{version}.tgz",
            "optional": True,
            **constraints(dep),
        }
        added.append(f"{dep}@{version}")

lock["packages"] = dict(sorted(packages.items(), key=lambda kv: (kv[0] != "", kv[0])))
LOCK.write_text(json.dumps(lock, indent=2) + "\n")
print(f"recorded {len(added)} foreign optional dependencies" + (": " + ", ".join(added) if added else ""))
