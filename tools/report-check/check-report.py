#!/usr/bin/env python3
"""Checks that an HTML report renders in a real headless Chromium.

Usage: check-report.py PAGE.html [--screenshot OUT.png] [--width 1280]
                       [--min-svgs N] [--chromium PATH]

The plan report is one self-contained HTML file that people open from disk,
so it must load without JavaScript errors and without touching the network,
and its inline SVG charts must actually draw something. This script loads
PAGE in `chromium --headless`, driven over the DevTools protocol on a pipe
(standard library only), and checks that:
  - the load event fires and no exception, console error or assert, error
    log entry or failed request is reported (favicon noise aside);
  - every request is for a file: or data: URL (others are blocked, and fail);
  - there are at least --min-svgs <svg> elements, each with a non-empty box
    and at least one shape or text child with a non-empty bounding box;
  - with --screenshot, the full page (at most 16000 px tall) is written as a
    PNG that is not blank: at least 1% of its pixels differ from the most
    common colour.
It prints one PASS or FAIL line per check; the exit status is 0 when all
pass, 1 when any fails and 2 on usage errors or when Chromium cannot start.
"""
import argparse, base64, collections, itertools, json, operator, os, pathlib
import queue, shutil, signal, struct, subprocess, sys, tempfile, threading
import time, zlib

LOCAL = ("file:", "data:", "about:", "blob:")
SVG_PROBE = """Array.from(document.querySelectorAll('svg'), (svg, i) => {
  const box = svg.getBoundingClientRect();
  const shapes = svg.querySelectorAll(
      'rect, path, line, polyline, polygon, circle, ellipse, text');
  const drawn = Array.from(shapes).filter(el => {
    try { const b = el.getBBox(); return b.width > 0 || b.height > 0; }
    catch (e) { return false; }
  });
  return {name: svg.id ? '#' + svg.id : 'svg[' + i + ']', width: box.width,
          height: box.height, drawn: drawn.length};
})"""
HEIGHT = ("Math.max(document.documentElement.scrollHeight, "
          "document.body ? document.body.scrollHeight : 0)")


class LaunchError(Exception):
    pass


class DevTools:
    """A minimal DevTools protocol client for --remote-debugging-pipe, where
    Chromium reads NUL-terminated JSON commands from its fd 3 and writes
    replies and events to its fd 4. A thread queues what arrives."""

    def __init__(self, chromium, flags, deadline):
        self.deadline, self.next_id = deadline, 0
        self.replies, self.events, self.inbox = {}, [], queue.Queue()
        self.profile = tempfile.mkdtemp(prefix="check-report-")
        self.log = tempfile.TemporaryFile()
        cmd_r, self.cmd_w = os.pipe()
        self.reply_r, reply_w = os.pipe()

        def to_fds_3_and_4():  # Runs in the child, before exec.
            import fcntl
            high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10)
                    for fd in (cmd_r, reply_w)]
            os.dup2(high[0], 3)
            os.dup2(high[1], 4)
        # A session of its own lets close() kill Chromium's helpers too.
        self.proc = subprocess.Popen(
            [chromium, f"--user-data-dir={self.profile}"] + flags,
            stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log,
            pass_fds=(3, 4), preexec_fn=to_fds_3_and_4, start_new_session=True)
        os.close(cmd_r)
        os.close(reply_w)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buf = bytearray()
        while chunk := os.read(self.reply_r, 1 << 20):
            buf += chunk
            while (end := buf.find(b"\0")) >= 0:
                self.inbox.put(json.loads(buf[:end]))
                del buf[:end + 1]
        self.inbox.put(None)

    def wait_for(self, done, timeout, what):
        """Takes in messages until done() holds, for at most `timeout`
        seconds and not past the overall deadline."""
        limit = min(time.monotonic() + timeout, self.deadline)
        while not done():
            try:
                msg = self.inbox.get(timeout=max(0, limit - time.monotonic()))
            except queue.Empty:
                raise TimeoutError(f"timed out waiting for {what}") from None
            if msg is None:
                raise self.exited()
            if "id" in msg:
                self.replies[msg["id"]] = msg
            else:
                self.events.append(msg)

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        mid, msg = self.next_id, {"method": method, "params": params or {}}
        msg.update(id=mid, **({"sessionId": session} if session else {}))
        data = json.dumps(msg).encode() + b"\0"
        try:
            while data:
                data = data[os.write(self.cmd_w, data):]
        except BrokenPipeError:
            raise self.exited() from None
        self.wait_for(lambda: mid in self.replies, timeout, method)
        reply = self.replies.pop(mid)
        if "error" in reply:
            raise RuntimeError(f"{method}: {reply['error'].get('message')}")
        return reply["result"]

    def evaluate(self, session, expression):
        result = self.send("Runtime.evaluate", {
            "expression": expression, "returnByValue": True,
            "awaitPromise": True}, session)
        if "exceptionDetails" in result:
            raise RuntimeError("evaluating a check: " +
                               describe(result["exceptionDetails"]))
        return result["result"].get("value")

    def exited(self):
        self.log.seek(0)
        tail = self.log.read()[-2000:].decode("utf-8", "replace")
        return LaunchError("Chromium exited; its output ends:\n" +
                           (tail or "(nothing)"))

    def close(self):
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except OSError:
            pass
        self.proc.wait()
        os.close(self.cmd_w)
        shutil.rmtree(self.profile, ignore_errors=True)


def describe(details):
    """Formats Runtime.ExceptionDetails as 'message (url:line)'."""
    text = details.get("exception", {}).get("description") or details["text"]
    where = f" ({details['url']}:{details['lineNumber'] + 1})" \
        if details.get("url") else ""
    return text.splitlines()[0] + where


def png_spread(png):
    """Decodes an 8-bit RGB or RGBA, non-interlaced PNG and returns its width,
    height and the fraction of pixels unlike the most common colour."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("the screenshot is not a PNG file")
    pos, idat, header = 8, [], None
    while pos + 8 <= len(png):
        length, kind = struct.unpack(">I4s", png[pos:pos + 8])
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", png[pos + 8:pos + 21])
        elif kind == b"IDAT":
            idat.append(png[pos + 8:pos + 8 + length])
        pos += 12 + length
    if not header:
        raise ValueError("the screenshot PNG has no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type "
                         f"{colour}, interlace {interlace}")
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(b"".join(idat)), width * bpp
    prior, counts = bytes(stride), collections.Counter()
    mod256 = (255).__and__  # map(mod256, ...) keeps the byte loop in C.
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:  # Sub: a running sum of each channel.
            for c in range(bpp):
                sums = itertools.accumulate(row[c::bpp])
                row[c::bpp] = bytes(map(mod256, sums))
        elif kind == 2:  # Up: add the byte above.
            row = bytearray(map(mod256, map(operator.add, row, prior)))
        elif kind in (3, 4):  # Average and Paeth depend on the left byte.
            for i in range(stride):
                left, up = row[i - bpp] if i >= bpp else 0, prior[i]
                if kind == 3:
                    row[i] = (row[i] + ((left + up) >> 1)) & 255
                    continue
                corner = prior[i - bpp] if i >= bpp else 0
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                pred = left if pa <= pb and pa <= pc else \
                    up if pb <= pc else corner
                row[i] = (row[i] + pred) & 255
        elif kind != 0:
            raise ValueError(f"bad PNG filter type {kind} in row {y}")
        counts.update(zip(*(row[c::bpp] for c in range(bpp))))
        prior = row
    common = counts.most_common(1)[0][1] if counts else 0
    return width, height, 1 - common / max(1, width * height)


def check(args, report):
    url = pathlib.Path(args.page).resolve().as_uri()
    flags = ("--headless=new --no-sandbox --disable-gpu --no-first-run "
             "--disable-dev-shm-usage --remote-debugging-pipe "
             "--hide-scrollbars --disable-extensions "
             "--disable-background-networking "
             "--disable-component-update --disable-sync about:blank").split()
    started = time.monotonic()
    browser = DevTools(args.chromium, flags, started + 60)
    try:
        try:
            targets = browser.send("Target.getTargets")["targetInfos"]
        except TimeoutError as err:
            raise LaunchError(f"Chromium does not answer: {err}") from None
        page = next((t for t in targets if t["type"] == "page"), None) or \
            browser.send("Target.createTarget", {"url": "about:blank"})
        session = browser.send("Target.attachToTarget", {
            "targetId": page["targetId"], "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.send(f"{domain}.enable", session=session)
        # Outside requests still show up in requestWillBeSent, but blocking
        # them means nothing leaks and nothing waits on DNS.
        browser.send("Network.setBlockedURLs", {"urls": [
            "http://*", "https://*", "ws://*", "wss://*", "ftp://*"]}, session)
        metrics = {"width": args.width, "height": 800,
                   "deviceScaleFactor": 1, "mobile": False}
        browser.send("Emulation.setDeviceMetricsOverride", metrics, session)
        first = len(browser.events)
        nav = browser.send("Page.navigate", {"url": url}, session)
        if nav.get("errorText"):
            return report(False, f"cannot open {url}: {nav['errorText']}")

        def loaded():  # A load event after our document has committed.
            committed = False
            for event in browser.events[first:]:
                frame = event.get("params", {}).get("frame", {})
                committed |= frame.get("loaderId") == nav.get("loaderId")
                if committed and event["method"] == "Page.loadEventFired":
                    return True
            return False
        try:
            browser.wait_for(loaded, 30, "the load event")
        except TimeoutError:
            return report(False, f"{url} fired no load event within 30 s")
        # Let two frames run so that late errors and the layout land.
        browser.evaluate(session, "new Promise(done => requestAnimationFrame("
                         "() => requestAnimationFrame(() => done(0))))")
        report(True, f"loaded {url} in {time.monotonic() - started:.1f} s")
        svgs = browser.evaluate(session, SVG_PROBE)
        metrics["height"] = max(1, min(int(browser.evaluate(session, HEIGHT)),
                                       16000))
        browser.send("Emulation.setDeviceMetricsOverride", metrics, session)
        if args.screenshot:
            clip = {"x": 0, "y": 0, "width": args.width,
                    "height": metrics["height"], "scale": 1}
            shot = browser.send("Page.captureScreenshot", {
                "format": "png", "captureBeyondViewport": True,
                "clip": clip}, session)
        browser.wait_for(browser.inbox.empty, 5, "pending events")
    finally:
        browser.close()

    urls, bad = {}, 0
    for event in browser.events[first:]:
        method, p = event["method"], event.get("params", {})
        if method == "Runtime.exceptionThrown":
            bad += report(False, "JavaScript exception: " +
                          describe(p["exceptionDetails"]))
        elif method == "Runtime.consoleAPICalled" and \
                p["type"] in ("error", "assert"):
            text = " ".join(str(a.get("value", a.get("description", "")))
                            for a in p.get("args", []))
            if "favicon" not in text:
                bad += report(False, f"console.{p['type']}: {text}")
        elif method == "Log.entryAdded" and p["entry"]["level"] == "error":
            entry = p["entry"]
            # Requests have their own checks, below.
            covered = entry["source"] == "network" and \
                entry.get("url") in urls.values()
            if not covered and \
                    "favicon" not in entry.get("url", "") + entry["text"]:
                bad += report(False,
                              f"{entry['source']} error: {entry['text']}")
        elif method == "Network.requestWillBeSent":
            urls[p["requestId"]] = p["request"]["url"]
            if not p["request"]["url"].startswith(LOCAL):
                bad += report(False, "outside request (blocked) to " +
                              p["request"]["url"])
        elif method == "Network.loadingFailed":
            where = urls.get(p["requestId"], "?")
            if where.startswith(LOCAL) and "favicon" not in where:
                bad += report(False, f"loading {where}: {p['errorText']}")
    if not bad:
        report(True, f"no errors and no outside requests "
               f"({len(urls)} local request(s))")

    report(len(svgs) >= args.min_svgs,
           f"{len(svgs)} <svg> element(s), at least {args.min_svgs} wanted")
    bad = 0
    for svg in svgs:
        if svg["width"] <= 0 or svg["height"] <= 0:
            bad += report(False, f"{svg['name']} has an empty box "
                          f"({svg['width']}x{svg['height']})")
        elif not svg["drawn"]:
            bad += report(False, f"{svg['name']} draws nothing: no shape or "
                          "text has a non-empty bounding box")
    if svgs and not bad:
        report(True, f"all {len(svgs)} <svg> element(s) draw something")

    if args.screenshot:
        png = base64.b64decode(shot["data"])
        pathlib.Path(args.screenshot).write_bytes(png)
        width, height, spread = png_spread(png)
        report(spread >= 0.01, f"screenshot {args.screenshot} ({width}x"
               f"{height}): {spread:.1%} of pixels differ from the most "
               "common colour, 1% wanted")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("page", metavar="PAGE.html")
    parser.add_argument("--screenshot", metavar="OUT.png")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--min-svgs", type=int, default=1, metavar="N")
    parser.add_argument("--chromium", default="/usr/bin/chromium",
                        metavar="PATH")
    args = parser.parse_args()
    if not os.path.isfile(args.page):
        parser.error(f"no such file: {args.page}")
    if not shutil.which(args.chromium):
        parser.error(f"Chromium not found at {args.chromium}: install it "
                     "(apt-get install chromium) or pass --chromium PATH")
    problems = []

    def report(ok, text):
        """Prints one check's result; returns 1 for a failure, else 0."""
        print(("PASS: " if ok else "FAIL: ") + text, flush=True)
        problems.extend([] if ok else [text])
        return int(not ok)
    try:
        check(args, report)
    except LaunchError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except (TimeoutError, RuntimeError, ValueError, OSError) as err:
        report(False, str(err))
    if problems:
        print(f"report check: FAILED ({len(problems)} problems)")
        return 1
    print("report check: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
