#!/usr/bin/env python3
"""Browser tests of the review page (`receiptvault serve`) in headless Chromium over WebDriver.

Files three Corpus documents into a fresh library with the real pipeline, serves it on a free port,
drives Debian's chromium through chromium-driver (plain WebDriver JSON over HTTP, Python stdlib only)
and checks: the inbox, a document's page image with each field's box where its bbox says, a
correction saved through the page and seen by `receiptvault show --json`, the vendor-memory message,
approval, the keyboard alone (skip link, "/" to the first field, Enter to save, "a" to approve, "n"
to go on), hover/click linking boxes and fields, English by link and cookie, the dashboard's per-
currency totals and category colours, adding a document with streamed progress (a PNG scan, then an
iPhone photo in HEIC), and no Content-Security-Policy violation. A screenshot of each screen goes to
.build/review-screens/.

Usage: scripts/review-browser-test.py [--binary .build/debug/receiptvault]
Exit status 0 when every check passes; the first failure is printed with the page's URL.
"""

import argparse
import base64
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCUMENTS = ["Corpus/documents/he-0001-clean_scan.png", "Corpus/documents/en-0007-text_pdf.pdf"]
# Uploaded together through the add page: a scan, and an iPhone photo (HEIC, stored sideways as a phone stores it).
UPLOADS = ["Corpus/documents/en-0002-clean_scan.png", "Tests/TestSupport/Fixtures/receipt-photo-sideways.heic"]
# Uploaded alone on the same page once those are filed.
SECOND_UPLOAD = "Corpus/documents/he-0003-clean_scan.png"
SCREENS = os.path.join(ROOT, ".build", "review-screens")
TIMEOUT = 20.0
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"
# The requests go straight to 127.0.0.1, never through a configured proxy.
OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(predicate, what, timeout=TIMEOUT):
    """Polls `predicate` until it returns a truthy value; fails naming `what` after `timeout` seconds."""
    deadline = time.time() + timeout
    last_error = None
    while time.time() < deadline:
        try:
            value = predicate()
            if value:
                return value
        except Failure:
            raise
        except Exception as error:  # a page still loading: try again
            last_error = error
        time.sleep(0.1)
    raise Failure(f"timed out after {timeout:.0f}s waiting for {what}" + (f" ({last_error})" if last_error else ""))


class WebDriver:
    """The few WebDriver commands the tests use."""

    def __init__(self, port):
        self.base = f"http://127.0.0.1:{port}"
        capabilities = {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": shutil.which("chromium") or "/usr/bin/chromium",
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--no-proxy-server", "--window-size=1400,1000", "--lang=he", "--force-device-scale-factor=1",
                         "--disable-extensions", "--no-first-run", "--force-prefers-reduced-motion"],
            },
            "goog:loggingPrefs": {"browser": "ALL"},
        }}}
        self.session = self.call("POST", "/session", capabilities)["sessionId"]

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else (b"{}" if method == "POST" else None)
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with OPENER.open(request, timeout=60) as response:
                return json.loads(response.read() or b"{}").get("value")
        except urllib.error.HTTPError as error:
            raise Failure(f"WebDriver {method} {path}: {error.code} {error.read()[:400]!r}")

    def s(self, method, path, body=None):
        return self.call(method, f"/session/{self.session}{path}", body)

    def get(self, url):
        self.s("POST", "/url", {"url": url})

    def url(self):
        return self.s("GET", "/url")

    def script(self, source, *args):
        return self.s("POST", "/execute/sync", {"script": source, "args": list(args)})

    def find(self, css):
        return self.s("POST", "/element", {"using": "css selector", "value": css})[ELEMENT]

    def wait_find(self, css):
        return wait_for(lambda: self.find(css), f"element {css}")

    def click(self, element):
        self.script("arguments[0].scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'})", {ELEMENT: element})
        self.s("POST", f"/element/{element}/click")

    def send_keys(self, element, text):
        self.s("POST", f"/element/{element}/value", {"text": text})

    def keys(self, text):
        """Types `text` into whatever has focus, as real key presses (WebDriver actions)."""
        actions = []
        for character in text:
            actions += [{"type": "keyDown", "value": character}, {"type": "keyUp", "value": character}]
        self.s("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})
        self.s("DELETE", "/actions")

    def hover(self, element):
        self.s("POST", "/actions", {"actions": [{"type": "pointer", "id": "mouse", "actions": [
            {"type": "pointerMove", "duration": 0, "origin": {ELEMENT: element}, "x": 0, "y": 0}]}]})
        self.s("DELETE", "/actions")

    def screenshot(self, name):
        os.makedirs(SCREENS, exist_ok=True)
        path = os.path.join(SCREENS, name + ".png")
        with open(path, "wb") as file:
            file.write(base64.b64decode(self.s("GET", "/screenshot")))
        print(f"  screenshot {os.path.relpath(path, ROOT)}")

    def browser_log(self):
        try:
            return self.s("POST", "/se/log", {"type": "browser"}) or []
        except Failure:
            return []

    def quit(self):
        try:
            self.s("DELETE", "")
        except Exception:
            pass


# Every visible text's colour against the first opaque background behind it (WCAG 2 contrast ratio).
CONTRAST = """
function rgb(text) { const m = text.match(/[\\d.]+/g); return m ? m.map(Number) : [0, 0, 0, 0]; }
function luminance(c) {
  const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
}
function background(el) {
  for (; el; el = el.parentElement) {
    const c = rgb(getComputedStyle(el).backgroundColor);
    if (c.length < 4 || c[3] > 0.9) return c;
  }
  return [255, 255, 255];
}
const low = [];
for (const el of document.querySelectorAll('body *:not(script):not(style):not(svg):not(svg *)')) {
  const text = Array.from(el.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent.trim()).join('');
  const box = el.getBoundingClientRect();
  if (!text || box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
  if (el.closest('.skip') && document.activeElement !== el) continue;
  const a = luminance(rgb(getComputedStyle(el).color)), b = luminance(background(el));
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  if (ratio < 4.5) low.push(text.slice(0, 30) + ' ' + ratio.toFixed(2));
}
return low;
"""


def check_contrast(driver, screen):
    low = driver.script(CONTRAST)
    check(not low, f"text below 4.5:1 contrast on the {screen}: {low[:5]}")


def run(binary, args, **kwargs):
    return subprocess.run([binary] + args, cwd=ROOT, capture_output=True, text=True, timeout=300, **kwargs)


def record(binary, library, document_id):
    result = run(binary, ["show", str(document_id), "--json", "--library", library])
    check(result.returncode == 0, f"show {document_id} failed: {result.stderr}")
    return json.loads(result.stdout)


def listing(binary, library):
    result = run(binary, ["list", "--json", "--library", library])
    check(result.returncode == 0, f"list failed: {result.stderr}")
    return json.loads(result.stdout)


def tests(driver, base, binary, library):
    # --- Inbox, in Hebrew, right to left by default.
    driver.get(base + "/")
    driver.wait_find("table.docs")
    check(driver.script("return document.documentElement.lang") == "he", "the page is not Hebrew by default")
    check(driver.script("return document.documentElement.dir") == "rtl", "the page is not right-to-left by default")
    rows = driver.script("return document.querySelectorAll('table.docs tbody tr').length")
    check(rows == len(DOCUMENTS), f"the inbox lists {rows} documents, expected {len(DOCUMENTS)}")
    check(driver.script("return getComputedStyle(document.body).direction") == "rtl", "body is not laid out RTL")
    # The navigation is three links, the inbox marked as the current page (it once rendered as
    # GRDB's "SQL(elements: …)" text: a markup closure's literal typed as SQL).
    nav = driver.script("return [...document.querySelectorAll('header nav a')].map(a => a.getAttribute('href'))")
    check(nav == ["/", "/dashboard", "/add"], f"the navigation links are {nav}")
    check(driver.script("return document.querySelector('header nav a[aria-current=page]').getAttribute('href')") == "/",
          "the inbox is not marked current in the navigation")
    check("SQL(" not in driver.script("return document.body.innerText"), "the inbox shows a Swift value's description")
    check_contrast(driver, "inbox")
    driver.screenshot("inbox")

    # Filters: the vendor filter narrows the list; the full-text search finds a word of the text.
    driver.get(base + "/?vendor=Red")
    driver.wait_find("table.docs")
    check(driver.script("return document.querySelectorAll('table.docs tbody tr').length") == 1, "vendor filter")
    driver.get(base + "/?q=" + urllib.parse.quote("Supermarket"))
    driver.wait_find("main h1")
    check(driver.script("return document.querySelectorAll('table.docs tbody tr').length") >= 1, "text search found nothing")
    driver.get(base + "/?min=100000")
    driver.wait_find("main h1")
    check(driver.script("return document.querySelectorAll('table.docs tbody tr').length") == 0, "amount filter")

    # --- Open the Hebrew document from the inbox.
    driver.get(base + "/")
    hebrew = [row for row in listing(binary, library) if row["record"]["source"]["path"].endswith(".png")][0]
    document_id = hebrew["id"]
    driver.click(driver.wait_find(f'tr[data-id="{document_id}"] a.doc-link'))
    wait_for(lambda: driver.url().endswith(f"/doc/{document_id}"), "the document view")
    wait_for(lambda: driver.script("const i = document.querySelector('figure.page img'); return i.complete && i.naturalWidth > 0"),
             "the page image to load")

    check_contrast(driver, "document view")
    driver.screenshot("document")

    # Each field's box is drawn where its bbox says, scaled from the page's pixel space to the image.
    fields = record(binary, library, document_id)["fields"]
    page = record(binary, library, document_id)["pages"][0]
    boxed = [name for name, field in fields.items() if field.get("bbox") and field.get("page") == 1]
    check(boxed, "no field of the document has a box")
    for name in boxed:
        x0, y0, x1, y1 = fields[name]["bbox"]
        geometry = driver.script("""
            const img = document.querySelector('#page-1 img').getBoundingClientRect();
            const box = document.getElementById('box-' + arguments[0]).getBoundingClientRect();
            return [img.left, img.top, img.width, img.height, box.left, box.top, box.width, box.height];""", name)
        left, top, width, height, bl, bt, bw, bh = geometry
        sx, sy = width / page["width"], height / page["height"]
        expected = [left + x0 * sx, top + y0 * sy, (x1 - x0) * sx, (y1 - y0) * sy]
        for actual, wanted, what in zip([bl, bt, bw, bh], expected, ["left", "top", "width", "height"]):
            check(abs(actual - wanted) <= 1.5,
                  f"box of {name}: {what} is {actual:.1f}px, its bbox {fields[name]['bbox']} says {wanted:.1f}px")
    tiers = driver.script("return Array.from(document.querySelectorAll('rect.box')).map(r => getComputedStyle(r).stroke)")
    check(all(t and t != "none" for t in tiers), f"a box has no tier colour: {tiers}")
    print(f"  {len(boxed)} boxes drawn where their bbox says")

    # Hovering a field highlights its box; focusing it too; clicking a box focuses its field.
    driver.hover(driver.find('form.field[data-field="total"]'))
    wait_for(lambda: driver.script("return document.getElementById('box-total').classList.contains('active')"),
             "the total's box to highlight on hover")
    driver.click(driver.find("#box-date"))
    wait_for(lambda: driver.script("return document.activeElement.id") == "v-date", "clicking the date's box to focus its field")
    check(driver.script("return document.getElementById('box-date').classList.contains('active')"), "focus highlights the box")
    driver.screenshot("document-focus")

    # --- Correct the total with the mouse: typed into its field, saved with the button.
    total = driver.find("#v-total")
    driver.s("POST", f"/element/{total}/clear")
    driver.send_keys(total, "77.70")
    driver.click(driver.find('form.field[data-field="total"] button'))
    wait_for(lambda: "saved=total" in driver.url(), "the correction to be saved")
    driver.wait_find("#notice")
    check(record(binary, library, document_id)["fields"]["total"]["value"] == "77.70",
          "the corrected total is not in `receiptvault show --json`")
    check(record(binary, library, document_id)["fields"]["total"]["source"] == "correction", "source is not correction")
    notice = driver.script("return document.getElementById('notice').textContent")
    check("ייזכר" not in notice and "אזכור" not in notice, f"a total is not vendor memory, but the page says: {notice}")

    # A vendor field: the page says it will be remembered.
    address = driver.find("#v-address")
    driver.s("POST", f"/element/{address}/clear")
    driver.send_keys(address, "רחוב הבדיקה 5, ירושלים\n")
    wait_for(lambda: "saved=address" in driver.url(), "the address correction")
    notice = driver.script("return document.getElementById('notice').textContent")
    check("אזכור" in notice, f"the page does not say the address is remembered: {notice}")
    check(record(binary, library, document_id)["fields"]["address"]["value"] == "רחוב הבדיקה 5, ירושלים", "address")

    # A bad value is refused with the reason, and nothing changes.
    date = driver.find("#v-date")
    driver.s("POST", f"/element/{date}/clear")
    driver.send_keys(date, "yesterday\n")
    wait_for(lambda: "error=" in driver.url(), "the refusal of a bad date")
    check(record(binary, library, document_id)["fields"]["date"]["value"] != "yesterday", "a bad date was saved")

    # --- The keyboard alone: from the inbox, Tab to the document's link and Enter opens it.
    driver.get(base + "/")
    driver.wait_find("table.docs")
    driver.script("document.activeElement.blur(); window.focus();")
    for _ in range(60):
        driver.keys("\ue004")  # Tab
        if driver.script("return document.activeElement.getAttribute('href')") == f"/doc/{document_id}":
            break
    else:
        raise Failure("Tab never reached the document's link in the inbox")
    driver.keys("\ue007")  # Enter
    wait_for(lambda: driver.url().endswith(f"/doc/{document_id}"), "Enter on the inbox link to open the document")
    # Tab reaches the skip link first; "/" the first field; Enter saves; "a" approves; "n" goes on.
    driver.wait_find("#v-business_name")
    wait_for(lambda: driver.script("return document.readyState") == "complete", "the document view to load")
    driver.script("document.activeElement.blur(); window.focus();")
    driver.keys("\ue004")  # Tab
    check(driver.script("return document.activeElement.className") == "skip", "Tab does not reach the skip link first")
    check(driver.script("const s = getComputedStyle(document.activeElement); return s.outlineStyle !== 'none' && s.outlineWidth !== '0px'"),
          "the focused link has no visible focus outline")
    driver.keys("\ue00c")  # Escape: leave the link, shortcuts need focus off the fields
    driver.script("document.activeElement.blur()")
    driver.keys("/")
    check(driver.script("return document.activeElement.id") == "v-business_name", "'/' does not focus the first field")
    check(driver.script("const i = document.activeElement; return i.selectionStart === 0 && i.selectionEnd === i.value.length"),
          "'/' does not select the field's value for typing over")
    driver.keys("מכולת התמר בדיקה\ue007")  # type over it, then Enter
    wait_for(lambda: "saved=business_name" in driver.url(), "Enter to save the business name")
    wait_for(lambda: driver.script("return document.readyState === 'complete' && document.activeElement.id === 'v-business_name'"),
             "the saved field to have the focus back after the save")
    check(record(binary, library, document_id)["fields"]["business_name"]["value"] == "מכולת התמר בדיקה",
          "the keyboard correction is not in `receiptvault show --json`")
    driver.script("document.activeElement.blur()")
    driver.keys("a")
    wait_for(lambda: "approved=1" in driver.url(), "'a' to approve")
    approved = {row["id"]: row["review_status"] for row in listing(binary, library)}
    check(approved[document_id] == "approved", f"the document is not approved in the library: {approved}")
    driver.get(base + f"/doc/{document_id}")
    driver.wait_find("#approve")
    check(driver.script("return document.getElementById('approve').disabled"), "the approve button stays enabled")
    if driver.script("return !!document.getElementById('next')"):
        driver.script("document.activeElement.blur()")
        driver.keys("n")
        wait_for(lambda: not driver.url().endswith(f"/doc/{document_id}"), "'n' to open the next document")

    # --- English, by the link, then kept by the cookie.
    driver.get(base + "/dashboard?month=")
    driver.wait_find("#pending-count")
    check_contrast(driver, "dashboard")
    driver.screenshot("dashboard-he")
    driver.click(driver.find("#lang-switch"))
    wait_for(lambda: driver.script("return document.documentElement.lang") == "en", "English")
    check(driver.script("return document.documentElement.dir") == "ltr", "English is not left-to-right")
    driver.get(base + "/")
    driver.wait_find("main h1")
    check(driver.script("return document.querySelector('main h1').textContent") == "Inbox", "the language cookie is not kept")

    # --- Dashboard: totals per currency, never added across currencies; category colours.
    driver.get(base + "/dashboard")
    driver.wait_find("#pending-count")
    totals = driver.script("return Array.from(document.querySelectorAll('#totals li')).map(li => li.dataset.currency)")
    check(totals and len(totals) == len(set(totals)), f"totals are not one per currency: {totals}")
    colours = driver.script("""return Array.from(document.querySelectorAll('li.cat')).map(li =>
        [li.dataset.category, li.querySelector('rect').getAttribute('fill')])""")
    expected = {"fixed_bills": "#006CFF", "shopping": "#FF5252", "groceries": "#FFC400", "other": "#00C48C"}
    check(colours, "no category bars")
    for category, colour in colours:
        check(category not in expected or expected[category] == colour, f"{category} is drawn in {colour}")
    check(driver.script("return document.querySelectorAll('figure.trend svg rect').length") >= 1, "no trend chart")
    driver.get(base + "/dashboard?month=")
    driver.wait_find("#pending-count")
    driver.screenshot("dashboard")
    driver.get(base + f"/doc/{document_id}")
    wait_for(lambda: driver.script("const i = document.querySelector('figure.page img'); return i.complete && i.naturalWidth > 0"),
             "the page image (English)")
    driver.screenshot("document-en")

    # --- Add documents: the page uploads them (a PNG scan and an iPhone's HEIC photo, chosen together)
    # and shows the pipeline's events until both are filed.
    driver.get(base + "/add")
    file_input = driver.wait_find("#files")
    driver.send_keys(file_input, "\n".join(os.path.join(ROOT, name) for name in UPLOADS))
    wait_for(lambda: driver.script("return document.querySelectorAll('#log li a, #log li.failed').length") == len(UPLOADS),
             "the uploads to be filed", 180)
    log = driver.script("return document.getElementById('log').textContent")
    check(driver.script("return document.querySelectorAll('#log li a').length") == len(UPLOADS), f"not every upload was filed: {log}")
    summary = driver.script("return document.getElementById('summary').textContent")
    check(summary.startswith(f"{len(UPLOADS)}/{len(UPLOADS)}"), f"progress does not say {len(UPLOADS)}/{len(UPLOADS)} documents: {summary}")
    check(driver.script("return document.getElementById('progress').value") == len(UPLOADS), "the progress bar is not full")
    check_contrast(driver, "add page")
    driver.screenshot("add")
    # A second upload on the same page, after the first is done: its progress shows as well (the
    # page once closed the event stream on the first batch's last event, replayed when it reopened).
    driver.send_keys(file_input, os.path.join(ROOT, SECOND_UPLOAD))
    wait_for(lambda: driver.script("return document.querySelectorAll('#log li a, #log li.failed').length") == len(UPLOADS) + 1,
             "the second upload to be filed", 180)
    summary = driver.script("return document.getElementById('summary').textContent")
    total = len(UPLOADS) + 1
    check(summary.startswith(f"{total}/{total}"), f"progress does not say {total}/{total} documents after a second upload: {summary}")
    rows = listing(binary, library)
    check(len(rows) == len(DOCUMENTS) + total, "the uploaded documents are not in the library")
    check(any(row["record"]["source"].get("media_type") == "image/heic" for row in rows), "no record of the HEIC's type")

    # --- Nothing was refused by the Content-Security-Policy on any page.
    violations = [entry["message"] for entry in driver.browser_log() if "Content Security Policy" in entry.get("message", "")]
    check(not violations, f"Content-Security-Policy violations: {violations}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "receiptvault"))
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    for tool in ["chromium", "chromedriver"]:
        if not shutil.which(tool):
            print(f"error: {tool} is missing; run `make deps`", file=sys.stderr)
            return 1
    if os.path.exists(os.path.join(SCREENS, "failure.png")):
        os.remove(os.path.join(SCREENS, "failure.png"))
    work = tempfile.mkdtemp(prefix="review-browser-")
    library = os.path.join(work, "library")
    processes = []
    driver = None
    try:
        result = run(binary, ["file"] + DOCUMENTS + ["--library", library])
        check(result.returncode == 0, f"filing the test documents failed: {result.stdout}{result.stderr}")
        server = subprocess.Popen([binary, "serve", "--library", library, "--port", "0"], cwd=ROOT,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        processes.append(server)
        line = server.stdout.readline()
        check("http://" in line, f"serve did not print its address: {line!r} {server.stderr.read() if server.poll() is not None else ''}")
        base = line.split()[2].rstrip("/")
        driver_port = free_port()
        # Chromium's profile and the folder of its singleton socket are made in TMPDIR and left in /tmp
        # when it does not shut down cleanly: under `work` they are removed with it.
        browser_temp = os.path.join(work, "browser-temp")
        os.mkdir(browser_temp)
        chromedriver = subprocess.Popen(["chromedriver", f"--port={driver_port}"], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL, env=dict(os.environ, TMPDIR=browser_temp))
        processes.append(chromedriver)
        wait_for(lambda: OPENER.open(f"http://127.0.0.1:{driver_port}/status", timeout=2).status == 200, "chromedriver")
        driver = WebDriver(driver_port)
        try:
            tests(driver, base, binary, library)
        except Failure as failure:
            try:
                driver.screenshot("failure")
                where = driver.url() + " focus: " + str(driver.script(
                    "return [document.readyState, document.activeElement.tagName, document.activeElement.id, document.hasFocus()]"))
            except Exception:
                where = "?"
            print(f"FAIL: {failure} (at {where})", file=sys.stderr)
            return 1
        print("review page browser tests: all passed")
        return 0
    except Failure as failure:
        print(f"FAIL: {failure}", file=sys.stderr)
        return 1
    finally:
        if driver:
            driver.quit()
        for process in processes:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
